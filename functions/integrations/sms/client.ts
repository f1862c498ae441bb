// One SMS.ru sms/send call (POST https://sms.ru/sms/send, form fields api_id, to, msg, from, json=1; docs/integrations.md
// § SMS.ru), its answer sorted into what the delivery does next: done (with the message's id), give up for good with a
// readable Russian reason (for this lead alone, or the clinic's account), or try again later.
export type SmsSendOutcome =
  | { kind: 'sent'; smsId: string }
  | { kind: 'permanent'; reason: string; aboutLead: boolean }
  | { kind: 'transient'; reason: string };

export interface SmsRequest {
  apiKey: string;
  /** An approved sender name; '' for the account's default. */
  sender: string;
  /** Digits only, with the country code: '79161234567'. */
  to: string;
  text: string;
}

interface SmsRuStatus {
  status?: string;
  status_code?: number;
  status_text?: string;
  sms_id?: string;
}
interface SmsRuAnswer extends SmsRuStatus {
  sms?: Record<string, SmsRuStatus>;
}

const REQUEST_TIMEOUT_MS = 10_000;

export function smsRuUrl(): string {
  return (process.env.SMS_RU_URL || 'https://sms.ru').replace(/\/$/, '');
}

export async function sendSms(request: SmsRequest): Promise<SmsSendOutcome> {
  const form = new URLSearchParams({ api_id: request.apiKey, to: request.to, msg: request.text, json: '1' });
  if (request.sender) form.set('from', request.sender);
  let response: Response;
  try {
    response = await fetch(`${smsRuUrl()}/sms/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'transient', reason: `SMS.ru недоступен: ${(error as Error).message}` };
  }
  if (response.status !== 200) return { kind: 'transient', reason: `SMS.ru ответил HTTP ${response.status}` };
  let answer: SmsRuAnswer;
  try {
    answer = (await response.json()) as SmsRuAnswer;
  } catch {
    return { kind: 'transient', reason: 'SMS.ru ответил не JSON' };
  }
  return classifySmsAnswer(answer, request.to);
}

/** The request's own status first (the key, the service), then the number's. */
export function classifySmsAnswer(answer: SmsRuAnswer, to: string): SmsSendOutcome {
  if (answer.status_code !== 100) return classifyCode(answer);
  const own = answer.sms?.[to];
  if (!own) return { kind: 'transient', reason: 'SMS.ru не ответил о номере получателя' };
  if (own.status_code === 100 && own.sms_id) return { kind: 'sent', smsId: own.sms_id };
  return classifyCode(own);
}

function classifyCode(status: SmsRuStatus): SmsSendOutcome {
  const code = status.status_code ?? 0;
  const said = `${status.status_text ?? 'ошибка'} (${code})`;
  switch (code) {
    case 200:
    case 300:
    case 301:
      return { kind: 'permanent', aboutLead: false, reason: `SMS.ru не принял API-ключ: ${said}. Проверьте ключ в «Интеграциях»` };
    case 204:
      return { kind: 'permanent', aboutLead: false, reason: `Имя отправителя не согласовано в SMS.ru: ${said}` };
    case 201:
      return { kind: 'transient', reason: `на счёте SMS.ru не хватает денег: ${said}` };
    case 202:
    case 207:
    case 209:
      return { kind: 'permanent', aboutLead: true, reason: `SMS.ru не отправляет на этот номер: ${said}` };
    case 230:
    case 231:
    case 232:
      return { kind: 'permanent', aboutLead: true, reason: `лимит SMS.ru на этот номер: ${said}` };
    case 203:
    case 205:
      return { kind: 'permanent', aboutLead: true, reason: `SMS.ru не принял текст: ${said}` };
    default:
      return { kind: 'transient', reason: `SMS.ru: ${said}` };
  }
}

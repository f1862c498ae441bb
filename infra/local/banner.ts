// What `npm start` prints when it is ready: for a person, then one machine-readable READY line that
// the test harness waits for.
import type { LeadFanout } from '../../functions/resources';
import { demoAccount } from './seed';

export interface ReadyInfo {
  appUrl: string;
  mailboxUrl: string;
  stateDir: string;
  pid: number;
  endpoints: { dynamodb: string; sqs: string; sns: string; s3: string; ses: string };
  /** Local fakes of external services that were started (the Telegram Bot API fake: /__fake/* inspects it). */
  fakes?: {
    telegram?: string;
    metrica?: string;
    modulbank?: string;
    amocrm?: string;
    google?: string;
    dentalpro?: string;
    macdent?: string;
    sms?: string;
  };
  resources: {
    tableName: string;
    queues: Record<string, { url: string; arn: string; deadLetterUrl: string }>;
    /** Empty without SNS (LEAD_FANOUT=sqs). */
    topicArns: Record<string, string>;
    bucketNames: Record<string, string>;
  };
  /** How leads reach their channel queues (functions/resources.ts LEAD_FANOUT). */
  leadFanout: LeadFanout;
}

export const READY_PREFIX = 'READY ';

export function printBanner(info: ReadyInfo, notes: { startupSeconds: number; demoLogin: string | undefined; webProblem?: string }): void {
  // Where links in mail and the OAuth and bank returns lead: the app's own origin unless .env names another.
  const browserUrl = process.env.PUBLIC_BASE_URL || info.appUrl;
  const lines = [
    '',
    `  ДентЛид работает локально / DentLead is running locally (${notes.startupSeconds.toFixed(1)} s)`,
    `  Приложение / App:        ${browserUrl}`,
    `  Почтовый ящик / Mailbox: ${info.mailboxUrl}`,
    notes.demoLogin
      ? `  Демо-вход / Demo login:  ${demoAccount.email} / ${demoAccount.password}`
      : `  Демо-вход / Demo login:  недоступен / unavailable (see the error above)`,
    `  Состояние / State:       ${info.stateDir}`,
    ...(info.leadFanout === 'sqs' ? ['  Без SNS / No SNS:        заявки отправляются в очереди каналов напрямую (LEAD_FANOUT=sqs)'] : []),
    ...(info.fakes?.telegram ? [`  Telegram (фейк / fake):  ${info.fakes.telegram}/__fake/messages`] : []),
    ...(info.fakes?.metrica ? [`  Метрика (фейк / fake):   ${info.fakes.metrica}/__fake/hits`] : []),
    ...(info.fakes?.modulbank ? [`  Модульбанк (фейк / fake): ${info.fakes.modulbank}/__fake/transactions`] : []),
    ...(info.fakes?.amocrm ? [`  amoCRM (фейк / fake):     ${info.fakes.amocrm}/ (сделки / leads)`] : []),
    ...(info.fakes?.google ? [`  Google (фейк / fake):     ${info.fakes.google}/spreadsheets`] : []),
    ...(info.fakes?.dentalpro ? [`  DentalPRO (фейк / fake):  ${info.fakes.dentalpro} (любые токен и секрет)`] : []),
    ...(info.fakes?.macdent ? [`  MacDent (фейк / fake):    ${info.fakes.macdent} (любой id вида 123:секрет)`] : []),
    ...(info.fakes?.sms ? [`  SMS.ru (фейк / fake):     ${info.fakes.sms} (отправленные SMS на его странице)`] : []),
    ...(notes.webProblem ? [`  Веб / Web:               ${notes.webProblem}`] : []),
    '  Остановить / Stop:       Ctrl-C',
    '',
  ];
  console.log(lines.join('\n'));
  console.log(READY_PREFIX + JSON.stringify(info));
  // Spawned by the jest harness with an IPC channel: tell it directly too.
  process.send?.({ ready: info });
}

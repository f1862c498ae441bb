// 'Оформить заявку' (name, e-mail, phone) or 'Сохранить расчёт' (e-mail only), then 'Мы получили вашу
// заявку'. Checking stops at the first invalid field (docs/contract/widget-quiz-configurator.md §5): it takes focus, flashes and keeps a red
// border, and says why beneath it until it is edited; a refusal of the server's that names a field too.
import { CURRENT_CONSENT, consentParts } from '../../shared/domain/consent/versions';
import { type FormEvent, useRef, useState } from 'react';
import type { Selection } from '../../shared/domain/configurator/rules';
import { TYPED_PHONE_MAX_LENGTH } from '../../shared/phone';
import type { SeagullMailInput, SeagullMode } from '../../shared/schemas/seagull';
import { currentUtm } from '../src/analytics/utm';
import { Modal } from './Modal';
import { FIELDS_OF, firstRefusal, requestPhoneInput, type RequestField, type RequestFields } from './request-form';
import { newIdempotencyKey, sendRequest } from './seagull-api';

const TITLES: Record<SeagullMode, string> = { order: 'Оформить заявку', save: 'Сохранить расчёт' };
const BUTTONS: Record<SeagullMode, string> = { order: 'Отправить', save: 'Сохранить' };
const LABELS: Record<RequestField, string> = { name: 'Имя', email: 'Email', phone: 'Телефон' };
const PLACEHOLDERS: Record<RequestField, string> = { name: 'Введите ваше имя', email: 'Введите ваш email', phone: '+7 999 123-45-67' };

const consent = consentParts(CURRENT_CONSENT);

export function RequestDialog({ mode, selection, onClose }: { mode: SeagullMode; selection: Selection; onClose: () => void }) {
  const [fields, setFields] = useState<RequestFields>({ name: '', email: '', phone: '' });
  const [refusal, setRefusal] = useState<{ field: RequestField; message: string; round: number }>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const inputs = useRef<Partial<Record<RequestField, HTMLInputElement | null>>>({});
  const attempt = useRef<{ payload: string; key: string }>(undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const invalid = firstRefusal(mode, fields);
    if (invalid) return refuse(invalid.field, invalid.message);
    const utm = currentUtm(location.search);
    const payload: Omit<SeagullMailInput, 'idempotencyKey'> = {
      mode,
      email: fields.email.trim(),
      ...(mode === 'order' ? { phone: fields.phone, ...(fields.name.trim() ? { name: fields.name.trim() } : {}) } : {}),
      ...(utm ? { Utm: utm } : {}),
      options: [...selection],
      consent: CURRENT_CONSENT.id,
      page: location.href.split('?')[0] ?? '',
    };
    const text = JSON.stringify(payload);
    // The same request again (a retry after a lost answer) keeps its key, so it is stored and mailed once.
    if (attempt.current?.payload !== text) attempt.current = { payload: text, key: newIdempotencyKey() };
    setSending(true);
    setFailure('');
    const outcome = await sendRequest({ ...payload, idempotencyKey: attempt.current.key });
    setSending(false);
    if (outcome.ok) setDone(true);
    else if (FIELDS_OF[mode].includes(outcome.field as RequestField)) refuse(outcome.field as RequestField, outcome.message);
    else {
      console.error('configurator request not sent:', outcome.message);
      setFailure(outcome.message);
    }
  }

  function refuse(field: RequestField, message: string) {
    setRefusal({ field, message, round: (refusal?.round ?? 0) + 1 });
    inputs.current[field]?.focus();
  }

  if (done)
    return (
      <Modal label="Заявка отправлена" onClose={onClose} className="sg-request">
        <h2>Мы получили вашу заявку</h2>
        <p>{mode === 'order' ? 'Менеджер перезвонит вам в течение 5 минут.' : `Менеджер пришлёт расчёт на ${fields.email.trim()}.`}</p>
        <button type="button" className="sg-button sg-primary" onClick={onClose}>
          Хорошо
        </button>
      </Modal>
    );

  return (
    <Modal label={TITLES[mode]} onClose={onClose} className="sg-request">
      <h2>{TITLES[mode]}</h2>
      <form noValidate onSubmit={submit} className="sg-form">
        {FIELDS_OF[mode].map((field) => (
          <div key={field} className="sg-field">
            <label htmlFor={`sg-${field}`}>{LABELS[field]}</label>
            <input
              id={`sg-${field}`}
              ref={(input) => {
                inputs.current[field] = input;
              }}
              className={refusal?.field === field ? `sg-input sg-invalid sg-flash-${refusal.round % 2}` : 'sg-input'}
              aria-invalid={refusal?.field === field || undefined}
              aria-describedby={refusal?.field === field ? `sg-${field}-error` : undefined}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              inputMode={field === 'phone' ? 'tel' : undefined}
              autoComplete={field === 'phone' ? 'tel' : field}
              maxLength={field === 'phone' ? TYPED_PHONE_MAX_LENGTH : undefined}
              placeholder={PLACEHOLDERS[field]}
              value={fields[field]}
              onChange={(event) => {
                const value = field === 'phone' ? requestPhoneInput(event.target.value) : event.target.value;
                setFields({ ...fields, [field]: value });
                if (refusal?.field === field) setRefusal(undefined);
              }}
            />
            {refusal?.field === field && (
              <span className="sg-field-error" id={`sg-${field}-error`} role="alert">
                {refusal.message}
              </span>
            )}
          </div>
        ))}
        <button type="submit" className="sg-button sg-primary" disabled={sending}>
          {sending ? 'Отправляем…' : BUTTONS[mode]}
        </button>
        {failure && (
          <p className="sg-failure" role="alert">
            {failure}
          </p>
        )}
        <p className="sg-consent" data-consent={CURRENT_CONSENT.id}>
          {consent.before}
          <a href="/policy" target="_blank" rel="noopener">
            {consent.link}
          </a>
          {consent.after}
        </p>
        {mode === 'order' && <p className="sg-consent">Перезвоним в течение 5 минут.</p>}
      </form>
    </Modal>
  );
}

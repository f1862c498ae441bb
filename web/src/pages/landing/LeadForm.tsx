// The application form (#connectionForm): POST /api/mail, then a thank-you in place of the form.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { landingLead } from '../../../../shared/api/public-site';
import { landingLeadSchema } from '../../../../shared/schemas/landing-lead';
import { currentUtm } from '../../analytics/utm';
import { api, ApiError } from '../../api/client';
import { FormMessages } from '../../ui/FormMessages';
import { fieldErrorsOf, focusFirstInvalid, type FieldErrors } from '../../ui/form-errors';
import { Spinner } from '../../ui/Loader';
import { RuPhoneField } from '../../ui/RuPhoneField';
import { TextField } from '../../ui/TextField';

type Field = 'name' | 'city' | 'clinic' | 'phone';
type Status = 'editing' | 'sending' | 'sent';

export const LEAD_SENT_TITLE = 'Заявка отправлена';
export const LEAD_SENT_TEXT = 'Мы получили вашу заявку и свяжемся с вами в ближайшее время';
export const LEAD_FAILED_TEXT = 'Попробуйте отправить заявку позже';

export default function LeadForm() {
  const [form, setForm] = useState<Record<Field, string>>({ name: '', city: '', clinic: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [status, setStatus] = useState<Status>('editing');

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const utm = currentUtm(window.location.search);
    const parsed = landingLeadSchema.safeParse({ ...form, ...(utm ? { utm } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setStatus('sending');
    setMessages([]);
    try {
      await api.call(landingLead, { body: parsed.data });
      setStatus('sent');
    } catch (error) {
      // A 400 names the field at fault; anything else is "try later" (spec cabinet §8).
      setMessages(error instanceof ApiError && error.status === 400 ? error.messages : [LEAD_FAILED_TEXT]);
      setStatus('editing');
    }
  }

  if (status === 'sent') {
    return (
      <div className="lead-card lead-card--sent" role="status">
        <span className="lead-card__check" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <h3>{LEAD_SENT_TITLE}</h3>
        <p>{LEAD_SENT_TEXT}</p>
      </div>
    );
  }

  return (
    <form className="lead-card" onSubmit={submit} noValidate aria-label="Заявка на подключение">
      <TextField label="Ваше имя" name="name" autoComplete="name" value={form.name} onChange={change('name')} error={errors.name} required />
      <TextField label="Город" name="city" autoComplete="address-level2" value={form.city} onChange={change('city')} error={errors.city} />
      <TextField label="Клиника" name="clinic" autoComplete="organization" value={form.clinic} onChange={change('clinic')} error={errors.clinic} />
      <RuPhoneField label="Телефон" value={form.phone} onChange={change('phone')} error={errors.phone} required />
      <FormMessages messages={messages} />
      <button type="submit" className="btn btn--primary btn--block" disabled={status === 'sending'}>
        {status === 'sending' ? <Spinner /> : null}
        {status === 'sending' ? 'Отправляем…' : 'Отправить заявку'}
      </button>
      <p className="lead-card__consent">
        Нажимая кнопку, вы соглашаетесь с <Link to="/policy">политикой обработки персональных данных</Link>
      </p>
    </form>
  );
}

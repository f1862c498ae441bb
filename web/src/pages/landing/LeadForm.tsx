// The application form's markup (#connectionForm), rendered into the prerendered landing; lead-form.ts
// gives it its behaviour. The thank-you card is in the page from the start, hidden, so sending the form
// changes no layout above it.
import { CURRENT_CONSENT, consentParts } from '../../../../shared/domain/consent/versions';
import { Link } from 'react-router';
import { LEAD_FIELDS, LEAD_SENT_TEXT, LEAD_SENT_TITLE, leadFieldIds } from './lead-form-fields';

const consent = consentParts(CURRENT_CONSENT);

export function LeadForm() {
  return (
    <>
      <form id="lead-form" className="lead-card" noValidate aria-label="Заявка на подключение">
        {LEAD_FIELDS.map((field) => {
          const ids = leadFieldIds(field.name);
          return (
            <div className="field" key={field.name}>
              <label className="field__label" htmlFor={ids.input}>
                {field.label}
              </label>
              <input
                id={ids.input}
                name={field.name}
                className="field__input"
                type={field.type ?? 'text'}
                inputMode={field.type === 'tel' ? 'tel' : undefined}
                autoComplete={field.autoComplete}
                placeholder={field.placeholder}
                maxLength={field.maxLength}
                required={field.required}
              />
              <span className="field__error" id={ids.error} hidden />
            </div>
          );
        })}
        <ul className="form-messages" role="alert" hidden />
        <button type="submit" className="btn btn--primary btn--block">
          Отправить заявку
        </button>
        <p className="lead-card__consent" data-consent={CURRENT_CONSENT.id}>
          {consent.before}
          <Link to="/policy">{consent.link}</Link>
          {consent.after}
        </p>
      </form>
      <div className="lead-card lead-card--sent" id="lead-sent" role="status" hidden>
        <span className="lead-card__check" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path
              d="M5 12.5l4.5 4.5L19 7.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h3>{LEAD_SENT_TITLE}</h3>
        <p>{LEAD_SENT_TEXT}</p>
      </div>
    </>
  );
}

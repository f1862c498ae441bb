// The contacts page (docs/contract/widget-quiz-configurator.md §3 contacts settings, §5): name and e-mail if the quiz asks for them
// (optional), the phone with the RU/KZ mask or, for Telegram, a phone or nickname, and the way to call back.
import type { ConnectionMethod, QuestionOf } from '../../../shared/schemas/quiz';
import { TYPED_PHONE_MAX_LENGTH } from '../../../shared/phone';
import { quizPhoneInput, QUIZ_PHONE_PLACEHOLDERS, TELEGRAM_PLACEHOLDER } from '../../../shared/domain/quiz/contact-rules';
import { type ContactsAnswer, contactsOf } from '../answers';
import type { QuestionBodyProps } from './body-props';

export function ContactsQuestion({ question, answers, problem, onAnswer }: QuestionBodyProps<QuestionOf<'contacts'>>) {
  const value = contactsOf(answers, question);
  const onChange = (next: ContactsAnswer) => onAnswer(next);
  const settings = question.contacts ?? { name: { bool: true }, email: { bool: false }, phone: { bool: true } };
  const methods = (question.connection ?? []).filter((method) => method.bool).map((method) => method.text);
  const country = question.country ?? 'Российская Федерация';
  const telegram = value.connection === 'Telegram';
  const masked = Boolean(question.phoneMask) && !telegram;
  const setPhone = (typed: string) =>
    onChange({ ...value, phone: quizPhoneInput(typed, { masked, connection: value.connection, country }) });
  const setConnection = (connection: ConnectionMethod) => onChange({ ...value, connection });
  const fieldError = (field: 'name' | 'email' | 'phone') =>
    problem?.field === field ? (
      <p id={`qz-${field}-error`} className="qz-error" role="alert">
        {problem.message}
      </p>
    ) : null;
  return (
    <div className="qz-contacts">
      {settings.name.bool && (
        <label className="qz-field">
          <span className="qz-label">Введите имя</span>
          <input
            className="qz-input"
            autoComplete="name"
            maxLength={200}
            placeholder={settings.name.placeholder || 'Введите ваше имя'}
            value={value.name}
            onChange={(event) => onChange({ ...value, name: event.target.value })}
          />
        </label>
      )}
      {settings.email.bool && (
        <label className="qz-field">
          <span className="qz-label">Введите email</span>
          <input
            className={`qz-input${problem?.field === 'email' ? ' qz-flash' : ''}`}
            type="email"
            autoComplete="email"
            maxLength={200}
            placeholder={settings.email.placeholder || 'Введите ваш email'}
            aria-invalid={problem?.field === 'email'}
            aria-describedby={problem?.field === 'email' ? 'qz-email-error' : undefined}
            value={value.email}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
          {fieldError('email')}
        </label>
      )}
      <label className="qz-field">
        <span className="qz-label">Введите телефон</span>
        <input
          className={`qz-input${problem?.field === 'phone' ? ' qz-flash' : ''}`}
          type={telegram ? 'text' : 'tel'}
          inputMode={telegram ? 'text' : 'tel'}
          autoComplete={telegram ? 'off' : 'tel'}
          maxLength={telegram ? 64 : TYPED_PHONE_MAX_LENGTH}
          placeholder={telegram ? TELEGRAM_PLACEHOLDER : `+7 ${settings.phone.placeholder || QUIZ_PHONE_PLACEHOLDERS[country]}`}
          aria-invalid={problem?.field === 'phone'}
          aria-describedby={problem?.field === 'phone' ? 'qz-phone-error' : undefined}
          value={value.phone}
          onFocus={() => value.phone === '' && masked && onChange({ ...value, phone: '+7 ' })}
          onChange={(event) => setPhone(event.target.value)}
        />
        {fieldError('phone')}
      </label>
      {methods.length > 1 && (
        <fieldset className="qz-connection">
          <legend className="qz-label">Выберите способ связи</legend>
          {methods.map((method) => (
            <label key={method} className="qz-chip">
              <input type="radio" name="qz-connection" checked={value.connection === method} onChange={() => setConnection(method)} />
              <span>{method}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}

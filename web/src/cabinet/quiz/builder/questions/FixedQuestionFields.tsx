// The two fixed questions. Контакты: its name cannot change (docs/contract/widget-quiz-configurator.md §5); the form's headers, which
// fields it asks with their placeholders, the phone mask and country, the ways to call back.
// The thank-you page: its title, text and picture.
import { QUIZ_PHONE_PLACEHOLDERS } from '../../../../../../shared/domain/quiz/contact-rules';
import {
  CONNECTION_METHODS,
  CONTACT_COUNTRIES,
  type ContactCountry,
  type ContactField,
  QUIZ_LIMITS,
  type QuestionOf,
} from '../../../../../../shared/schemas/quiz';
import { TextField } from '../../../../ui/TextField';
import { QuizImageField } from '../images/QuizImageField';
import { withField } from '../page-base';
import { TextAreaField } from '../../../../ui/TextAreaField';
import type { QuestionFieldsProps } from './editor-props';
import { CheckField, SelectField } from './fields';

type ContactKey = 'name' | 'email' | 'phone';
const CONTACT_FIELDS: ReadonlyArray<{ key: ContactKey; ask: string; placeholder: string }> = [
  { key: 'name', ask: 'Спрашивать имя', placeholder: 'Подсказка в поле имени' },
  { key: 'email', ask: 'Спрашивать email', placeholder: 'Подсказка в поле email' },
  { key: 'phone', ask: 'Спрашивать телефон', placeholder: 'Подсказка в поле телефона' },
];
type Contacts = NonNullable<QuestionOf<'contacts'>['contacts']>;
const NO_CONTACTS: Contacts = { name: { bool: true }, email: { bool: false }, phone: { bool: true } };

export function ContactsFields({ question, onChange }: QuestionFieldsProps<QuestionOf<'contacts'>>) {
  const contacts = question.contacts ?? NO_CONTACTS;
  const setContact = (key: ContactKey, field: ContactField) => onChange({ ...question, contacts: { ...contacts, [key]: field } });
  const connection = CONNECTION_METHODS.map((text) => question.connection?.find((method) => method.text === text) ?? { text, bool: false });
  const country = question.country ?? 'Российская Федерация';
  return (
    <div className="question-fields">
      <p className="panel__hint">Вопрос «Контакты» всегда последний перед благодарностью; его название не меняется.</p>
      <TextField
        label="Заголовок формы на компьютере"
        value={question.header ?? ''}
        maxLength={QUIZ_LIMITS.text}
        placeholder={question.question}
        onChange={(value) => onChange(withField(question, 'header', value))}
      />
      <TextField
        label="Заголовок формы на телефоне"
        value={question.headerMobile ?? ''}
        maxLength={QUIZ_LIMITS.text}
        placeholder="Готово, заполните форму ниже"
        onChange={(value) => onChange(withField(question, 'headerMobile', value))}
      />
      <TextAreaField
        label="Текст формы на телефоне"
        value={question.paragraphMobile ?? ''}
        maxLength={QUIZ_LIMITS.longText}
        onChange={(value) => onChange(withField(question, 'paragraphMobile', value))}
      />
      <fieldset className="question-variants">
        <legend className="field__label">Поля формы</legend>
        {CONTACT_FIELDS.map(({ key, ask, placeholder }) => (
          <div key={key} className="contact-field">
            <CheckField label={ask} checked={contacts[key].bool} onChange={(bool) => setContact(key, { ...contacts[key], bool })} />
            {contacts[key].bool ? (
              <TextField
                label={placeholder}
                value={contacts[key].placeholder ?? ''}
                maxLength={QUIZ_LIMITS.text}
                placeholder={key === 'phone' ? QUIZ_PHONE_PLACEHOLDERS[country] : undefined}
                onChange={(value) => setContact(key, withField(contacts[key], 'placeholder', value))}
              />
            ) : null}
          </div>
        ))}
      </fieldset>
      <CheckField
        label="Маска телефона"
        checked={question.phoneMask ?? false}
        onChange={(phoneMask) => onChange({ ...question, phoneMask })}
      />
      <SelectField<ContactCountry>
        label="Страна телефона"
        value={country}
        options={CONTACT_COUNTRIES.map((value) => ({ value, label: value }))}
        onChange={(next) => onChange({ ...question, country: next })}
      />
      <fieldset className="question-variants">
        <legend className="field__label">Способы связи на выбор</legend>
        {connection.map((method) => (
          <CheckField
            key={method.text}
            label={method.text}
            checked={method.bool}
            onChange={(bool) =>
              onChange({ ...question, connection: connection.map((other) => (other.text === method.text ? { ...other, bool } : other)) })
            }
          />
        ))}
      </fieldset>
    </div>
  );
}

export function ThankYouFields({ question, onChange, target }: QuestionFieldsProps<QuestionOf<'ThankYouPages'>>) {
  return (
    <div className="question-fields">
      <TextField
        label="Заголовок благодарности"
        value={question.question}
        maxLength={QUIZ_LIMITS.text}
        onChange={(value) => onChange({ ...question, question: value })}
      />
      <TextAreaField
        label="Текст благодарности"
        value={question.paragraph ?? ''}
        maxLength={QUIZ_LIMITS.longText}
        onChange={(value) => onChange(withField(question, 'paragraph', value))}
      />
      <QuizImageField
        label="Картинка благодарности"
        value={question.thankYouImg}
        target={target}
        onChange={(name) => onChange(withField(question, 'thankYouImg', name))}
      />
    </div>
  );
}

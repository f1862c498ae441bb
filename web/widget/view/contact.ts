// The contact form (stage 4) and the consultation form ('Нужна помощь?', 'Нет подходящего времени').
// Typing does not redraw the widget: the draft is updated in place and only the button reacts, so the
// caret and the screen reader's place stay put. docs/contract/widget-quiz-configurator.md §5: phone and birth-date masks; the button
// is never disabled for a reason it does not say: sending checks the draft with the server's schema and
// a refusal is said at its field (refusal.ts), which keeps the focus.
import { CURRENT_CONSENT, consentParts } from '../../../shared/domain/consent/versions';
import { h } from '../dom';
import type { ContactField, SendStatus } from '../model';
import { CHECK_AND_SEND } from '../refusal';
import { EMAIL_MAX_LENGTH } from '../../../shared/email';
import { TYPED_PHONE_MAX_LENGTH } from '../../../shared/phone';
import { formatBirthdate, PHONE_PLACEHOLDER, type PhoneCountry } from '../phone';
import { phoneInput } from './phone-input';
import type { ViewContext } from './context';

const SUBMIT_TEXT: Partial<Record<SendStatus, string>> = { loading: 'Отправляем…', error: 'Ошибка' };

/** The server's limits (shared/schemas/leads.ts), so the browser stops typing where the server would refuse. */
const MAX_LENGTH = { ClientFullName: 200, ClientPhone: TYPED_PHONE_MAX_LENGTH, ClientEmail: EMAIL_MAX_LENGTH, comment: 2000 } as const;

export function contactForm(context: ViewContext, kind: 'booking' | 'consultation'): HTMLElement {
  const { draft, state, actions } = context;
  const submitText = kind === 'booking' ? 'Записаться' : 'Отправить заявку';
  const error = state.sendError;
  const errorId = (id: ContactField) => `w-error-${id}`;
  /** aria-invalid and the message's id for the field the refusal points at. */
  const invalid = (id: ContactField, describedBy?: string) =>
    error?.field === id
      ? { 'aria-invalid': 'true', 'aria-describedby': [errorId(id), describedBy].filter(Boolean).join(' ') }
      : describedBy
        ? { 'aria-describedby': describedBy }
        : {};
  const message = (id: ContactField) => error?.field === id && h('p', { class: 'w-field-error', id: errorId(id) }, error.message);
  const button = h(
    'button',
    {
      type: 'submit',
      class: state.send === 'error' ? 'w-primary w-submit w-error' : 'w-primary w-submit',
      key: 'submit',
      // 'Ошибка' keeps the focus (aria-disabled, not disabled); the controller ignores a press meanwhile.
      disabled: state.send === 'loading',
      'aria-disabled': state.send === 'error' ? 'true' : undefined,
      'aria-describedby': error && !error.field ? 'w-send-error' : undefined,
    },
    SUBMIT_TEXT[state.send] ?? (state.unsure ? CHECK_AND_SEND : submitText),
  );

  const field = (id: ContactField, label: string, input: HTMLInputElement | HTMLTextAreaElement) =>
    h('div', { class: 'w-field' }, h('label', { for: `w-${id}` }, label), input, message(id));

  const text = (id: 'ClientFullName' | 'ClientEmail' | 'birthdate', props: Record<string, unknown>, format = (value: string) => value) => {
    const input = h('input', { id: `w-${id}`, key: `field:${id}`, value: draft[id], ...invalid(id), ...props });
    input.addEventListener('input', () => {
      input.value = format(input.value);
      draft[id] = input.value;
    });
    return input;
  };

  const phone = phoneInput(draft, {
    id: 'w-ClientPhone',
    key: 'field:ClientPhone',
    required: true,
    maxlength: MAX_LENGTH.ClientPhone,
    ...invalid('ClientPhone', 'w-phone-note'),
  });
  const country = (value: PhoneCountry, label: string, name: string) =>
    h(
      'button',
      {
        type: 'button',
        class: 'w-country',
        key: `country:${value}`,
        'aria-pressed': String(draft.country === value),
        // The visible code first, so a voice command naming what is seen finds the button.
        'aria-label': `${label}, ${name}`,
        onclick: (event: MouseEvent) => {
          draft.country = value;
          phone.placeholder = PHONE_PLACEHOLDER[value];
          for (const other of (event.currentTarget as HTMLElement).parentElement!.children)
            other.setAttribute('aria-pressed', String(other === event.currentTarget));
          phone.focus();
        },
      },
      label,
    );

  const comment = h('textarea', {
    id: 'w-comment',
    key: 'field:comment',
    rows: 3,
    maxlength: MAX_LENGTH.comment,
    value: draft.comment,
    ...invalid('comment'),
    placeholder: kind === 'booking' ? 'Что беспокоит, пожелания по приёму' : 'Что беспокоит, когда удобно принять звонок',
  });
  comment.addEventListener('input', () => {
    draft.comment = comment.value;
  });

  const form = h(
    'form',
    {
      class: 'w-form',
      'aria-label': kind === 'booking' ? 'Контактные данные' : 'Заявка на консультацию',
      novalidate: true,
      onkeydown: (event: KeyboardEvent) => {
        if (event.key !== 'Enter' || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        if (!button.disabled) actions.send();
      },
    },
    kind === 'consultation' &&
      h('p', { class: 'w-lead' }, 'Оставьте телефон — администратор перезвонит, ответит на вопросы и подберёт врача и удобное время.'),
    field(
      'ClientFullName',
      'ФИО',
      text('ClientFullName', { autocomplete: 'name', placeholder: 'Иванов Иван Иванович', maxlength: MAX_LENGTH.ClientFullName }),
    ),
    h(
      'div',
      { class: 'w-field' },
      h('label', { for: 'w-ClientPhone' }, 'Телефон', h('span', { class: 'w-required', 'aria-hidden': 'true' }, ' *')),
      h(
        'div',
        { class: 'w-phone' },
        h(
          'div',
          { class: 'w-countries', role: 'group', 'aria-label': 'Страна номера' },
          country('ru', 'RU', 'Россия'),
          country('kz', 'KZ', 'Казахстан'),
        ),
        phone,
      ),
      h('p', { class: 'w-sr', id: 'w-phone-note' }, 'Номер в формате +7 999 999-99-99'),
      message('ClientPhone'),
    ),
    kind === 'booking' &&
      field(
        'ClientEmail',
        'E-mail',
        text('ClientEmail', {
          type: 'email',
          inputmode: 'email',
          autocomplete: 'email',
          placeholder: 'name@mail.ru',
          maxlength: MAX_LENGTH.ClientEmail,
          spellcheck: 'false',
        }),
      ),
    kind === 'booking' &&
      field(
        'birthdate',
        'Дата рождения',
        text('birthdate', { inputmode: 'numeric', autocomplete: 'bday', placeholder: 'дд.мм.гггг', maxlength: 10 }, formatBirthdate),
      ),
    field('comment', 'Комментарий', comment),
    error && !error.field && h('p', { class: 'w-send-error', id: 'w-send-error' }, error.message),
    button,
    state.sendNote && h('p', { class: 'w-send-note', role: 'status' }, state.sendNote),
    consentParagraph(),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!button.disabled) actions.send();
  });
  return form;
}

/** The consent text the lead records (shared/domain/consent/versions.ts); its version goes with the ticket. */
function consentParagraph(): HTMLElement {
  const { before, link, after } = consentParts(CURRENT_CONSENT);
  return h(
    'p',
    { class: 'w-consent', 'data-consent': CURRENT_CONSENT.id },
    before,
    h('a', { href: '/policy', target: '_blank', rel: 'noopener' }, link),
    after,
  );
}

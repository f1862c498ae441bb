// The contact form (stage 4) and the consultation form ('Нужна помощь?', 'Нет подходящего времени').
// Typing does not redraw the widget: the draft is updated in place and only the button reacts, so the
// caret and the screen reader's place stay put. Widget spec §5: phone and birth-date masks; the button
// works once the phone passes the check; Enter sends only with a complete (16-character) phone.
import { isValidRequestPhone } from '../../../shared/phone';
import { h } from '../dom';
import { canSendOnEnter, formatBirthdate, formatWidgetPhone, PHONE_PLACEHOLDER, type PhoneCountry } from '../phone';
import type { ViewContext } from './context';

const BUTTON_TEXT = { loading: 'Отправляем…', error: 'Ошибка' } as const;

export function contactForm(context: ViewContext, kind: 'booking' | 'consultation'): HTMLElement {
  const { draft, state, actions } = context;
  const submitText = kind === 'booking' ? 'Записаться' : 'Отправить заявку';
  const button = h(
    'button',
    { type: 'submit', class: `w-primary w-submit${state.send === 'error' ? ' w-error' : ''}`, key: 'submit' },
    state.send ? BUTTON_TEXT[state.send] : submitText,
  );
  const refresh = () => {
    button.disabled = state.send !== '' || !isValidRequestPhone(draft.ClientPhone);
  };
  refresh();

  const field = (id: keyof typeof draft, label: string, input: HTMLInputElement | HTMLTextAreaElement, hint?: string) =>
    h('div', { class: 'w-field' }, h('label', { for: `w-${id}` }, label, hint && h('span', { class: 'w-hint' }, hint)), input);

  const text = (id: 'ClientFullName' | 'birthdate', props: Record<string, unknown>, format = (value: string) => value) => {
    const input = h('input', { id: `w-${id}`, key: `field:${id}`, value: draft[id], ...props });
    input.addEventListener('input', () => {
      input.value = format(input.value);
      draft[id] = input.value;
    });
    return input;
  };

  const phone = h('input', {
    id: 'w-ClientPhone',
    key: 'field:ClientPhone',
    type: 'tel',
    inputmode: 'tel',
    autocomplete: 'tel',
    required: true,
    value: draft.ClientPhone,
    placeholder: PHONE_PLACEHOLDER[draft.country],
    'aria-describedby': 'w-phone-note',
  });
  phone.addEventListener('input', () => {
    phone.value = formatWidgetPhone(phone.value, draft.country);
    draft.ClientPhone = phone.value;
    refresh();
  });
  const country = (value: PhoneCountry, label: string, name: string) =>
    h(
      'button',
      {
        type: 'button',
        class: 'w-country',
        key: `country:${value}`,
        'aria-pressed': String(draft.country === value),
        'aria-label': name,
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
    value: draft.comment,
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
        if (canSendOnEnter(draft.ClientPhone) && !button.disabled) actions.send();
      },
    },
    kind === 'consultation' &&
      h('p', { class: 'w-lead' }, 'Оставьте телефон — администратор перезвонит, ответит на вопросы и подберёт врача и удобное время.'),
    field('ClientFullName', 'ФИО', text('ClientFullName', { autocomplete: 'name', placeholder: 'Иванов Иван Иванович' })),
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
    ),
    kind === 'booking' &&
      field(
        'birthdate',
        'Дата рождения',
        text('birthdate', { inputmode: 'numeric', autocomplete: 'bday', placeholder: 'дд.мм.гггг', maxlength: 10 }, formatBirthdate),
      ),
    field('comment', 'Комментарий', comment),
    button,
    h(
      'p',
      { class: 'w-consent' },
      'Нажимая кнопку, вы даёте согласие на обработку персональных данных и соглашаетесь с ',
      h('a', { href: '/policy', target: '_blank', rel: 'noopener' }, 'политикой конфиденциальности'),
      '.',
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!button.disabled) actions.send();
  });
  return form;
}

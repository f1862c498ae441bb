// The landing's application form in plain DOM (no React on the landing): the '+7' phone mask, the
// shared zod schema loaded on the first focus (it is most of the form's weight, and most visitors
// never touch the form), messages at the fields, POST /api/mail, then the thank-you card.
import { errorMessagesOf } from '../../../../shared/api-error';
import type { landingLead } from '../../../../shared/api/public-site';
import { currentUtm } from '../../analytics/utm';
import { fetchWithChallenge } from '../../challenge/challenged-fetch';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form-errors';
import { LEAD_FAILED_TEXT, LEAD_FIELDS, leadFieldIds, type LeadField } from './lead-form-fields';
import { LEAD_PHONE_PREFIX as PHONE_PREFIX, leadPhoneInput } from './lead-phone';

// The landing-lead contract (path, method, body schema) comes with the schema, in the lazy chunk.
const loadContract = () => import('../../../../shared/api/public-site');

/** Wires the prerendered form; the returned function unwires it (the app's page unmounting). */
export function attachLeadForm(form: HTMLFormElement): () => void {
  const wiring = new AbortController();
  const { signal } = wiring;
  const input = (field: LeadField) => form.querySelector<HTMLInputElement>(`#${leadFieldIds(field).input}`)!;
  const phone = input('phone');

  form.addEventListener('focusin', () => void loadContract(), { signal, once: true });
  // What the phone field showed before the current input event (leadPhoneInput needs it).
  let shown = phone.value;
  phone.addEventListener(
    'focus',
    () => {
      if (phone.value !== '') return;
      phone.value = shown = PHONE_PREFIX;
      phone.setSelectionRange(PHONE_PREFIX.length, PHONE_PREFIX.length);
    },
    { signal },
  );
  phone.addEventListener(
    'blur',
    () => {
      if (phone.value === PHONE_PREFIX) phone.value = shown = '';
    },
    { signal },
  );
  phone.addEventListener(
    'input',
    () => {
      phone.value = shown = leadPhoneInput(phone.value, shown);
    },
    { signal },
  );
  for (const { name } of LEAD_FIELDS) {
    input(name).addEventListener('input', () => showFieldError(form, name, undefined), { signal });
  }

  let sending = false;
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (sending) return;
      sending = true;
      void submit(form).finally(() => {
        sending = false;
      });
    },
    { signal },
  );
  return () => wiring.abort();
}

async function submit(form: HTMLFormElement): Promise<void> {
  const values = Object.fromEntries(LEAD_FIELDS.map(({ name }) => [name, fieldValue(form, name)]));
  const utm = currentUtm(window.location.search);
  const { landingLead } = await loadContract();
  // The version of the consent paragraph the page rendered, and where it was.
  const consent = form.querySelector<HTMLElement>('[data-consent]')?.dataset.consent;
  const page = window.location.href.split('?')[0] ?? '';
  const parsed = landingLead.body.safeParse({ ...values, ...(utm ? { utm } : {}), ...(consent ? { consent } : {}), page });
  const errors: FieldErrors<LeadField> = parsed.success ? {} : fieldErrorsOf<LeadField>(parsed.error);
  for (const { name } of LEAD_FIELDS) showFieldError(form, name, errors[name]);
  if (!parsed.success) {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return;
  }
  showMessages(form, []);
  setSending(form, true);
  try {
    const messages = await postLead(landingLead, parsed.data);
    if (messages.length === 0) return showSent(form);
    showMessages(form, messages);
  } finally {
    setSending(form, false);
  }
}

/** The messages to show, none when the lead is accepted. A 400 names the field at fault (docs/contract/cabinet.md §8). */
async function postLead(contract: Pick<typeof landingLead, 'method' | 'path'>, lead: unknown): Promise<string[]> {
  try {
    const response = await fetchWithChallenge(contract.path, {
      method: contract.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead),
    });
    if (response.ok) return [];
    if (response.status !== 400) return [LEAD_FAILED_TEXT];
    return errorMessagesOf(await response.json().catch(() => null), LEAD_FAILED_TEXT);
  } catch {
    return [LEAD_FAILED_TEXT];
  }
}

const fieldValue = (form: HTMLFormElement, field: LeadField) =>
  form.querySelector<HTMLInputElement>(`#${leadFieldIds(field).input}`)!.value;

function showFieldError(form: HTMLFormElement, field: LeadField, message: string | undefined): void {
  const ids = leadFieldIds(field);
  const input = form.querySelector<HTMLInputElement>(`#${ids.input}`)!;
  const error = form.querySelector<HTMLElement>(`#${ids.error}`)!;
  error.textContent = message ?? '';
  error.hidden = !message;
  if (message) {
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', ids.error);
  } else {
    input.removeAttribute('aria-invalid');
    input.removeAttribute('aria-describedby');
  }
}

function showMessages(form: HTMLFormElement, messages: readonly string[]): void {
  const list = form.querySelector<HTMLElement>('.form-messages')!;
  list.replaceChildren(...messages.map((message) => Object.assign(document.createElement('li'), { textContent: message })));
  list.hidden = messages.length === 0;
}

function setSending(form: HTMLFormElement, sending: boolean): void {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  button.disabled = sending;
  button.replaceChildren(
    ...(sending ? [Object.assign(document.createElement('span'), { className: 'spinner', ariaHidden: 'true' })] : []),
    sending ? 'Отправляем…' : 'Отправить заявку',
  );
}

function showSent(form: HTMLFormElement): void {
  form.hidden = true;
  const sent = form.ownerDocument.getElementById('lead-sent');
  if (sent) sent.hidden = false;
}

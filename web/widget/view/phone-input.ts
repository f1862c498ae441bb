// The phone field: the product's phone rule (shared/phone.ts formatTypedPhone) applied on every change,
// with the caret kept after the same digit it followed, so a digit typed or deleted in the middle of the
// number does not throw the caret to the end.
import { h } from '../dom';
import { caretAfterFormat, formatTypedPhone } from '../../../shared/phone';
import { PHONE_PLACEHOLDER } from '../phone';
import type { ContactDraft } from './context';

export function phoneInput(draft: ContactDraft, props: Record<string, unknown>): HTMLInputElement {
  const input = h('input', {
    type: 'tel',
    inputmode: 'tel',
    autocomplete: 'tel',
    value: draft.ClientPhone,
    placeholder: PHONE_PLACEHOLDER[draft.country],
    ...props,
  });
  input.addEventListener('input', () => {
    const typed = input.value;
    const caret = input.selectionStart ?? typed.length;
    const formatted = formatTypedPhone(typed, draft.country);
    input.value = formatted;
    draft.ClientPhone = formatted;
    if (caret < typed.length) {
      const position = caretAfterFormat(typed, caret, formatted);
      input.setSelectionRange(position, position);
    }
  });
  return input;
}

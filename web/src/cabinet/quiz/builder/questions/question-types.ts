// What the builder calls each question type (spec widget §3), in the order the type list offers them.
import type { Question } from '../../../../../../shared/schemas/quiz';

export const ORDINARY_TYPE_LABELS: ReadonlyArray<{ value: Question['type']; label: string }> = [
  { value: '', label: 'Не выбран (развёрнутый ответ)' },
  { value: 'radio', label: 'Один вариант' },
  { value: 'checkbox', label: 'Несколько вариантов' },
  { value: 'radio-img', label: 'Один вариант с картинками' },
  { value: 'checkbox-img', label: 'Несколько вариантов с картинками' },
  { value: 'select', label: 'Выпадающий список' },
  { value: 'text', label: 'Строка' },
  { value: 'email', label: 'Email' },
  { value: 'textarea', label: 'Развёрнутый ответ' },
  { value: 'checkbox-dental', label: 'Выбор зубов' },
  { value: 'information', label: 'Информация' },
];

export function typeLabel(type: Question['type']): string {
  if (type === 'contacts') return 'Форма контактов';
  if (type === 'ThankYouPages') return 'Страница благодарности';
  return ORDINARY_TYPE_LABELS.find((option) => option.value === type)?.label ?? type;
}

// Yandex Metrica's card and form: the counter's number.
import { KIND_TITLES } from '../../../../../shared/domain/integration-names';
import type { KindUi } from './kind-ui';
import { TypedForm } from './typed-form';

export const metricUi = {
  kind: 'metric',
  title: KIND_TITLES.metric,
  description: 'Отправленная через виджет заявка засчитывается целью в вашем счётчике Метрики.',
  fields: [{ name: 'id', label: 'Номер счётчика', placeholder: '12345678', inputMode: 'numeric' }],
  incompleteHint: 'Номер счётчика состоит только из цифр',
  removal: 'Цели виджета и квизов перестанут отправляться в этот счётчик Метрики.',
  Connect: TypedForm,
} satisfies KindUi<'metric'>;

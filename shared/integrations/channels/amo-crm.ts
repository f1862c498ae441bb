// The amoCRM channel ('amo'): every lead becomes a deal in each connected account's chosen pipeline and stage.
import type { LeadChannelShared } from '../integration';

/** amo values that count as delivered (docs/contract/cabinet.md §4). */
export const AMO_OK_VALUES = ['описание добавлено к заявке', 'заявка создана'] as const;
const isAmoOkValue = (value: string) => (AMO_OK_VALUES as readonly string[]).includes(value);

export const amoCrmChannel = {
  name: 'amo',
  statusKey: 'amo',
  column: 3,
  label: 'amoCRM',
  isDelivered: isAmoOkValue,
  destinationsAtIntake: (active) => active('amoCrm').map((entry) => entry._id ?? ''),
  removedName: 'amoCRM, удалённый из интеграций',
  resendNone: 'Нет ни одной подключённой amoCRM с выбранной воронкой и этапом',
} as const satisfies LeadChannelShared;

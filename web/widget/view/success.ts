// The two success screens with the spec's texts (docs/contract/widget-quiz-configurator.md §8).
import { isAnyDoctor } from '../catalog';
import { h } from '../dom';
import { slotLabel } from '../format';
import type { ViewContext } from './context';
import { ICONS, icon } from './icons';

export const BOOKING_SUCCESS_TEXT = 'Мы получили вашу заявку, администратор свяжется с вами для подтверждения записи';
export const CONSULTATION_SUCCESS_TEXT = 'Мы получили вашу заявку, администратор свяжется с вами в ближайшее время';
export const BOOKING_NOTE =
  'Приходите за 15 минут до приёма. Возьмите с собой паспорт, результаты анализов и предыдущие снимки, если они есть.';

export function successScreen(context: ViewContext): HTMLElement {
  const { state, embedded, actions, data } = context;
  const booking = !state.consultation;
  const { service, doctor, date, time } = state.choice;
  // The server says whom 'Любой специалист' became and where they receive; the preview has no server.
  const doctorName = state.receipt?.DoctorName ?? (doctor && !isAnyDoctor(doctor) ? doctor.name : undefined);
  const address =
    state.receipt?.address ??
    (doctor && !isAnyDoctor(doctor) && doctor.address.length > 0 ? doctor.address.join('; ') : undefined) ??
    (data.addressList.length === 1 ? data.addressList[0] : undefined);
  return h(
    'div',
    { class: 'w-success', role: 'status' },
    icon(ICONS.check, 'w-success-icon'),
    h('p', { class: 'w-success-text' }, booking ? BOOKING_SUCCESS_TEXT : CONSULTATION_SUCCESS_TEXT),
    booking &&
      h(
        'dl',
        { class: 'w-ticket' },
        doctorName && [h('dt', null, 'Врач'), h('dd', null, doctorName)],
        service && [h('dt', null, 'Услуга'), h('dd', null, service.name)],
        date && time && [h('dt', null, 'Дата и время'), h('dd', null, slotLabel(date, time))],
        address && [h('dt', null, 'Адрес'), h('dd', null, address)],
      ),
    booking && h('p', { class: 'w-note' }, BOOKING_NOTE),
    h(
      'div',
      { class: 'w-actions' },
      embedded && h('button', { type: 'button', class: 'w-primary', key: 'done-close', onclick: actions.close }, 'Готово'),
      h(
        'button',
        { type: 'button', class: embedded ? 'w-secondary' : 'w-primary', key: 'done-again', onclick: actions.reset },
        booking ? 'Записаться ещё' : 'Вернуться к записи',
      ),
    ),
  );
}

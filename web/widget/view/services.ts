// The service list (УСЛУГИ stage 1: every service some doctor offers; ВРАЧИ stage 2: the chosen doctor's,
// or the merged list of 'Любой специалист'), with the direction chips 'Все' + each direction.
import type { WidgetServices } from '../../../shared/schemas/widget';
import { h } from '../dom';
import { ALL_CHIP, serviceChips } from '../catalog';
import { formatPrice } from '../format';
import type { ViewContext } from './context';
import { chips } from './frame';

export function servicesScreen(context: ViewContext, services: WidgetServices): HTMLElement {
  const { data, state, actions } = context;
  const directions = Object.keys(services);
  if (directions.length === 0) {
    return h(
      'div',
      { class: 'w-empty' },
      h('p', null, 'У врача не указаны услуги — можно сразу выбрать время приёма.'),
      h('button', { type: 'button', class: 'w-primary', key: 'skip-service', onclick: actions.skipService }, 'Выбрать время'),
    );
  }
  const chip = directions.includes(state.serviceChip) ? state.serviceChip : ALL_CHIP;
  const shown = chip === ALL_CHIP ? directions : [chip];
  return h(
    'div',
    { class: 'w-services' },
    chips('Направления', serviceChips(services), chip, 'service-chip', actions.serviceChip),
    shown.map((direction) =>
      h(
        'section',
        { class: 'w-group', 'aria-label': direction },
        directions.length > 1 && h('h3', { class: 'w-group-title' }, direction),
        h(
          'ul',
          { class: 'w-list' },
          services[direction]!.map((service) => {
            const price = formatPrice(service.cost, data.currency.symbol);
            return h(
              'li',
              null,
              h(
                'button',
                {
                  type: 'button',
                  class: 'w-row w-service',
                  key: `service:${direction}:${service.name}:${service.cost}`,
                  onclick: () => actions.service({ direction, ...service }),
                },
                h(
                  'span',
                  { class: 'w-row-main' },
                  service.name,
                  service.duration !== undefined && h('span', { class: 'w-duration' }, `${service.duration} мин`),
                ),
                price && h('span', { class: 'w-price' }, price),
              ),
            );
          }),
        ),
      ),
    ),
  );
}

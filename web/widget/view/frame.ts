// The widget's frame (docs/contract/widget-quiz-configurator.md §2): header with the logo that resets, the clinic name and its
// addresses (a checkbox each when there are several), the tabs УСЛУГИ/ВРАЧИ, the back arrow with the
// stage label, and the summary of the chosen steps (each one goes back to its step).
import { h, type Child } from '../dom';
import { isAnyDoctor } from '../catalog';
import { doctorStage, serviceStage, showsBackArrow, type Stage } from '../model';
import { serviceLabel, slotLabel } from '../format';
import type { ViewContext } from './context';
import { imageUrl } from './context';
import { ICONS, icon } from './icons';

export function header({ data, addresses, embedded, actions }: ViewContext): HTMLElement {
  const initials = data.clinic.trim().slice(0, 1).toUpperCase() || 'К';
  const logo = data.logo
    ? h('img', { src: imageUrl(data.logo, '250'), alt: '', width: 48, height: 48 })
    : h('span', { class: 'w-logo-letter', 'aria-hidden': 'true' }, initials);
  return h(
    'header',
    { class: `w-head${embedded ? ' w-head-embedded' : ''}` },
    h('button', { class: 'w-logo', type: 'button', key: 'logo', 'aria-label': 'Начать запись заново', onclick: actions.reset }, logo),
    h(
      'div',
      { class: 'w-head-text' },
      h('h1', { class: 'w-clinic' }, data.clinic || 'Онлайн запись'),
      data.addressList.length === 1 && h('p', { class: 'w-address' }, data.addressList[0]),
      data.addressList.length > 1 &&
        h(
          'fieldset',
          { class: 'w-addresses' },
          h('legend', { class: 'w-sr' }, 'Адреса клиники'),
          data.addressList.map((address) =>
            h(
              'label',
              { class: 'w-address-option' },
              h('input', {
                type: 'checkbox',
                key: `address:${address}`,
                checked: addresses.includes(address),
                onchange: () => actions.toggleAddress(address),
              }),
              h('span', null, address),
            ),
          ),
        ),
    ),
  );
}

export function tabs({ state, actions }: ViewContext): HTMLElement {
  const tab = (id: 'services' | 'doctors', label: string) =>
    h(
      'button',
      {
        type: 'button',
        role: 'tab',
        key: `tab:${id}`,
        class: 'w-tab',
        'aria-selected': String(state.tab === id),
        onclick: () => actions.tab(id),
      },
      label,
    );
  return h('div', { class: 'w-tabs', role: 'tablist', 'aria-label': 'Способ записи' }, tab('services', 'УСЛУГИ'), tab('doctors', 'ВРАЧИ'));
}

const STAGE_LABELS: Record<Stage, string> = {
  1: 'Выберите врача или услугу',
  2: '',
  3: 'Выберите дату и время',
  4: 'Укажите ваши контактные данные',
};

export function stageLabel({ state }: ViewContext): string {
  if (state.done) return 'Заявка отправлена';
  if (state.consultation) return 'Нужна помощь?';
  if (state.stage === 2) return state.tab === 'services' ? 'Выберите врача' : 'Выберите услугу';
  return STAGE_LABELS[state.stage];
}

export function stageTop(context: ViewContext): HTMLElement {
  const { state, actions } = context;
  return h(
    'div',
    { class: 'w-stage-top' },
    showsBackArrow(state) &&
      h('button', { type: 'button', class: 'w-back', key: 'back', 'aria-label': 'Назад', onclick: actions.back }, icon(ICONS.back)),
    h('h2', { class: 'w-stage-label', tabindex: -1, key: 'stage-label' }, stageLabel(context)),
    !state.done && !state.consultation && h('span', { class: 'w-stage-count', 'aria-hidden': 'true' }, `${state.stage} из 4`),
  );
}

export function summary({ data, state, actions }: ViewContext): Child {
  if (state.done) return null;
  const { service, doctor, date, time } = state.choice;
  const steps: Array<{ stage: Stage; title: string; value: string }> = [];
  if (service) steps.push({ stage: serviceStage(state.tab), title: 'Услуга', value: serviceLabel(service, data.currency.symbol) });
  if (doctor) steps.push({ stage: doctorStage(state.tab), title: isAnyDoctor(doctor) ? 'Специалист' : 'Врач', value: doctor.name });
  if (date && time && state.stage === 4) steps.push({ stage: 3, title: 'Дата и время', value: slotLabel(date, time) });
  steps.sort((a, b) => a.stage - b.stage);
  if (steps.length === 0) return null;
  return h(
    'ol',
    { class: 'w-summary', 'aria-label': 'Вы выбрали' },
    steps.map((step) =>
      h(
        'li',
        null,
        h(
          'button',
          {
            type: 'button',
            class: 'w-summary-step',
            key: `summary:${step.stage}`,
            // No aria-label: the name is the visible text (title, value, 'Изменить'; the grid items are
            // blocks, so the name has spaces between them), so a voice command naming what is seen finds it.
            onclick: () => actions.toStage(step.stage),
          },
          h('span', { class: 'w-summary-title' }, step.title),
          h('span', { class: 'w-summary-value' }, step.value),
          h('span', { class: 'w-summary-edit' }, 'Изменить'),
        ),
      ),
    ),
  );
}

export function chips(label: string, values: string[], selected: string, keyPrefix: string, choose: (value: string) => void): Child {
  if (values.length <= 2) return null;
  return h(
    'div',
    { class: 'w-chips', role: 'group', 'aria-label': label },
    values.map((value) =>
      h(
        'button',
        {
          type: 'button',
          class: 'w-chip',
          key: `${keyPrefix}:${value}`,
          'aria-pressed': String(value === selected),
          onclick: () => choose(value),
        },
        value,
      ),
    ),
  );
}

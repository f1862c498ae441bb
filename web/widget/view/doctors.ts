// The doctor list: ВРАЧИ stage 1 (specialization chips, 'Любой специалист', every doctor) and УСЛУГИ
// stage 2 (the doctors who offer the chosen service, and 'Любой специалист' among them).
import type { WidgetDoctor } from '../../../shared/schemas/widget';
import { h } from '../dom';
import {
  ALL_CHIP,
  anyDoctor,
  isAnyDoctor,
  slotsOf,
  specializationChips,
  withSpecialization,
  type ChosenService,
  type DoctorChoice,
} from '../catalog';
import { slotLabel } from '../format';
import { futureSlots, nowIn } from '../slots';
import type { ViewContext } from './context';
import { imageUrl } from './context';
import { chips } from './frame';
import { ICONS, icon } from './icons';

/** The earliest free time of a doctor, or of any of 'Любой специалист''s doctors, for the chosen service's length. */
function nearestSlot(doctor: DoctorChoice, service: ChosenService | undefined, timezone: string): string | null {
  const slots = futureSlots(slotsOf(doctor, service), nowIn(timezone));
  const date = Object.keys(slots).sort()[0];
  return date ? slotLabel(date, slots[date]![0]!) : null;
}

function doctorCard(context: ViewContext, doctor: DoctorChoice): HTMLElement {
  const any = isAnyDoctor(doctor);
  const photo = any
    ? icon(ICONS.people, 'w-avatar w-avatar-any')
    : doctor.photo
      ? h('img', { class: 'w-avatar', src: imageUrl(doctor.photo, '250'), alt: '', width: 56, height: 56, loading: 'lazy' })
      : icon(ICONS.person, 'w-avatar w-avatar-empty');
  const nearest = nearestSlot(doctor, context.state.choice.service, context.data.timezone);
  const details = any
    ? `Ближайшее свободное время у ${doctor.members.length > 1 ? `${doctor.members.length} врачей` : 'врача'}${nearest ? `: ${nearest}` : ''}`
    : [doctor.specialization.join(', '), doctor.experience && `Стаж: ${doctor.experience}`].filter(Boolean).join(' · ');
  return h(
    'button',
    {
      type: 'button',
      class: `w-row w-doctor${any ? ' w-doctor-any' : ''}`,
      key: `doctor:${doctor._id}`,
      onclick: () => context.actions.doctor(doctor),
    },
    photo,
    h(
      'span',
      { class: 'w-doctor-text' },
      h('span', { class: 'w-doctor-name' }, doctor.name),
      details && h('span', { class: 'w-doctor-details' }, details),
      nearest && !any && h('span', { class: 'w-doctor-nearest' }, icon(ICONS.clock), `Ближайшая запись: ${nearest}`),
    ),
    icon(ICONS.chevron, 'w-icon w-chevron'),
  );
}

/** ВРАЧИ stage 1. */
export function doctorsScreen(context: ViewContext, doctors: WidgetDoctor[]): HTMLElement {
  const { data, state, actions } = context;
  const specializations = [ALL_CHIP, ...specializationChips(doctors, data.specializationList)];
  const chip = specializations.includes(state.specializationChip) ? state.specializationChip : ALL_CHIP;
  const shown = withSpecialization(doctors, chip);
  return h(
    'div',
    { class: 'w-doctors' },
    chips('Специализации', specializations, chip, 'specialization-chip', actions.specializationChip),
    h(
      'ul',
      { class: 'w-list' },
      [anyDoctor(shown, chip), ...shown].map((doctor) => h('li', null, doctorCard(context, doctor))),
    ),
  );
}

/** УСЛУГИ stage 2: the doctors who offer the service. */
export function doctorsForServiceScreen(context: ViewContext, doctors: WidgetDoctor[]): HTMLElement {
  const choices: DoctorChoice[] = doctors.length > 1 ? [anyDoctor(doctors, ALL_CHIP), ...doctors] : doctors;
  return h(
    'div',
    { class: 'w-doctors' },
    h(
      'ul',
      { class: 'w-list' },
      choices.map((doctor) => h('li', null, doctorCard(context, doctor))),
    ),
  );
}

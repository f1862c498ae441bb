// One doctor on the doctors screen: photo, status toggle (disabled while a rule of docs/contract/cabinet.md §5 fails, with
// the failed rules listed), its origin ('из IDENT'), what an MIS doctor waits for and a warning about a
// namesake of another origin, freshness notice for MIS doctors, addresses, experience, description, and
// modals for specializations, directions, services and (manual doctors) the weekly schedule.
import { useState } from 'react';
import { DOCTOR_ORIGIN_LABELS, misMappingHint, namesakeHint } from '../../../../shared/domain/doctor-origin';
import { doctorProblems, staysAccepting } from '../../../../shared/domain/doctor-rules';
import { doctorFreshness } from '../../../../shared/domain/freshness';
import type { DoctorSource, DoctorView, ScheduleDraft } from '../../../../shared/schemas/doctor';
import type { ServicesList } from '../../../../shared/schemas/services';
import { ConfirmDialog, TrashIcon } from '../controls/Modal';
import { imageUrl } from '../images/images-api';
import { ChoiceModal } from './ChoiceModal';
import { scheduleSummary, serviceMapFor, type EditableDoctor } from './doctor-model';
import { ScheduleModal } from './ScheduleModal';

interface DoctorCardProps {
  view: DoctorView;
  doctor: EditableDoctor;
  addressList: string[];
  specializationList: string[];
  servicesList: ServicesList;
  now: Date;
  /** The origins of other doctors with this name (shared/domain/doctor-origin.ts), when there are any. */
  namesakes?: readonly DoctorSource[];
  onChange: (next: EditableDoctor) => void;
  onPhoto: () => void;
  onDelete: () => void;
}

type Dialog = 'specialization' | 'direction' | 'service' | 'schedule' | 'delete' | null;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function DoctorCard({
  view,
  doctor,
  addressList,
  specializationList,
  servicesList,
  now,
  namesakes,
  onChange,
  onPhoto,
  onDelete,
}: DoctorCardProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const manual = view.source === 'manual';
  const rulesOf = (card: EditableDoctor) => ({ ...card, appointment: view.appointment, source: view.source, schedule: card.schedule });
  const problems = Object.values(doctorProblems(rulesOf(doctor), { addressList }));
  const freshness = doctorFreshness(view, now);
  // The switch follows the rules (shared with the server): an edit that breaks one switches the doctor off.
  const set = <K extends keyof EditableDoctor>(key: K, value: EditableDoctor[K]) => {
    const next = { ...doctor, [key]: value };
    onChange(key === 'status' ? next : { ...next, status: staysAccepting(next.status, rulesOf(next), { addressList }) });
  };
  const directions = Object.keys(doctor.service);
  const checkedServices = directions.flatMap((direction) =>
    doctor.service[direction]!.filter((choice) => choice.checked).map((choice) => choice.name),
  );
  // The clinic's addresses, plus any the doctor still has checked that the clinic dropped (shown struck).
  const addresses = [...new Set([...addressList, ...Object.keys(doctor.address).filter((address) => doctor.address[address])])];

  return (
    <article
      className={`doctor-card${doctor.status ? ' doctor-card--active' : ''}`}
      data-testid="doctor-card"
      data-doctor-id={doctor._id}
      aria-labelledby={`doctor-${doctor._id}-name`}
    >
      <div className="doctor-card__top">
        <button type="button" className="doctor-photo" onClick={onPhoto}>
          {view.photo.circle ? (
            <img src={imageUrl(view.photo.circle, '250')} alt="" width={96} height={96} data-testid="doctor-photo" />
          ) : (
            <span className="doctor-photo__initials" aria-hidden="true">
              {initials(doctor.name) || '?'}
            </span>
          )}
          <span className="doctor-photo__hint">Фото</span>
          <span className="visually-hidden"> врача {doctor.name}: загрузить</span>
        </button>
        <div className="doctor-card__title">
          {manual ? (
            // A one-line text area, so a long full name wraps instead of being cut at the field's edge.
            <textarea
              id={`doctor-${doctor._id}-name`}
              className="field__input doctor-card__name-input"
              aria-label="Имя врача"
              rows={1}
              value={doctor.name}
              onChange={(event) => set('name', event.target.value.replace(/\s*\n\s*/g, ' '))}
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            />
          ) : (
            <h3 id={`doctor-${doctor._id}-name`} className="doctor-card__name">
              {doctor.name}
            </h3>
          )}
          <span className={`doctor-card__source doctor-card__source--${view.source}`} data-testid="doctor-origin">
            {DOCTOR_ORIGIN_LABELS[view.source]}
          </span>
        </div>
        <div className="doctor-card__status">
          <button
            type="button"
            role="switch"
            className="toggle"
            aria-checked={doctor.status}
            disabled={problems.length > 0 && !doctor.status}
            onClick={() => set('status', !doctor.status)}
          >
            <span className="toggle__track" aria-hidden="true" />
            {doctor.status ? 'Принимает' : 'Не принимает'}
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={`Удалить врача ${doctor.name}`}
            onClick={() => setDialog('delete')}
          >
            <TrashIcon />
          </button>
        </div>
      </div>

      {freshness.level !== 'active' || freshness.notice ? (
        <p className={`doctor-card__notice doctor-card__notice--${freshness.level}`} role="status">
          {freshness.level === 'deactivated'
            ? 'Расписание не обновлялось больше недели: врач не показывается в виджете. Проверьте интеграцию с МИС.'
            : (freshness.notice ?? 'Расписание давно не обновлялось из МИС')}
          {freshness.notice && freshness.level === 'deactivated' ? ` (${freshness.notice})` : null}
        </p>
      ) : null}

      {namesakes?.length ? (
        <p className="doctor-card__notice" data-testid="doctor-namesake">
          {namesakeHint(doctor.name, namesakes)}
        </p>
      ) : null}
      {!manual && problems.length > 0 ? (
        <p className="doctor-card__hint" data-testid="doctor-mapping-hint">
          {misMappingHint(view.source)}
        </p>
      ) : null}

      {problems.length > 0 ? (
        <ul className={`doctor-card__problems${doctor.status ? ' doctor-card__problems--warning' : ''}`} aria-label="Что нужно заполнить">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}

      <div className="doctor-card__chips">
        <ChipGroup title="Специализации" values={doctor.specialization} onEdit={() => setDialog('specialization')} />
        <ChipGroup title="Направления" values={directions} onEdit={() => setDialog('direction')} />
        <ChipGroup title="Услуги" values={checkedServices} onEdit={() => setDialog('service')} disabled={directions.length === 0} />
        <div className="chip-group">
          <span className="chip-group__title">Расписание</span>
          {manual ? (
            <button type="button" className="chip chip--action" onClick={() => setDialog('schedule')}>
              {doctor.schedule ? scheduleSummary(doctor.schedule) : 'Задать расписание'}
            </button>
          ) : (
            <span className="chip chip--muted">
              {Object.keys(view.appointment).length > 0 ? `из МИС: ${Object.keys(view.appointment).length} дн.` : 'нет данных из МИС'}
            </span>
          )}
        </div>
      </div>

      <fieldset className="doctor-card__addresses">
        <legend className="chip-group__title">Адреса приёма</legend>
        {addresses.length === 0 ? <span className="panel__hint">Добавьте адреса на странице «Ваша клиника».</span> : null}
        {addresses.map((address) => (
          <label key={address} className={`check check--inline${addressList.includes(address) ? '' : ' check--stale'}`}>
            <input
              type="checkbox"
              checked={Boolean(doctor.address[address])}
              onChange={(event) => set('address', { ...doctor.address, [address]: event.target.checked })}
            />
            {address}
          </label>
        ))}
      </fieldset>

      <div className="form-grid">
        <div className="field">
          <label className="field__label" htmlFor={`doctor-${doctor._id}-experience`}>
            Стаж
          </label>
          <input
            id={`doctor-${doctor._id}-experience`}
            className="field__input"
            placeholder="Например, 12 лет"
            value={doctor.experience}
            onChange={(event) => set('experience', event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`doctor-${doctor._id}-description`}>
          Описание
        </label>
        <textarea
          id={`doctor-${doctor._id}-description`}
          className="field__input"
          rows={3}
          placeholder="Образование, подход к лечению, чем врач поможет пациенту"
          value={doctor.discription}
          onChange={(event) => set('discription', event.target.value)}
        />
      </div>

      {dialog === 'specialization' ? (
        <ChoiceModal
          title="Специализации"
          empty="Добавьте специализации в блоке «Специалисты клиники» на странице «Ваша клиника»."
          groups={[{ options: [...new Set([...specializationList, ...doctor.specialization])].map(plain) }]}
          selected={doctor.specialization}
          onApply={(values) => set('specialization', values)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'direction' ? (
        <ChoiceModal
          title="Направления"
          empty="Создайте направления на странице «Ваши услуги»."
          groups={[{ options: Object.keys(servicesList).map(plain) }]}
          selected={directions}
          onApply={(values) => set('service', serviceMapFor(values, servicesList, doctor.service))}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'service' ? (
        <ChoiceModal
          title="Услуги"
          empty="В выбранных направлениях нет услуг."
          groups={directions.map((direction) => ({
            title: direction,
            options: doctor.service[direction]!.map((choice) => ({ value: serviceKey(direction, choice.name), label: choice.name })),
          }))}
          selected={directions.flatMap((direction) =>
            doctor.service[direction]!.filter((choice) => choice.checked).map((choice) => serviceKey(direction, choice.name)),
          )}
          onApply={(values) => {
            const chosen = new Set(values);
            set(
              'service',
              Object.fromEntries(
                directions.map((direction) => [
                  direction,
                  doctor.service[direction]!.map((choice) => ({ ...choice, checked: chosen.has(serviceKey(direction, choice.name)) })),
                ]),
              ),
            );
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'schedule' ? (
        <ScheduleModal
          doctorName={doctor.name}
          schedule={doctor.schedule}
          onApply={(schedule: ScheduleDraft) => set('schedule', schedule)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog
          title="Удалить врача?"
          text={`${doctor.name} пропадёт из кабинета и из виджета записи.`}
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            setDialog(null);
            onDelete();
          }}
        />
      ) : null}
    </article>
  );
}

/** A service is told apart by its direction too: two directions may both have 'Консультация'. */
const serviceKey = (direction: string, name: string) => `${direction}\u001f${name}`;

const plain = (value: string) => ({ value, label: value });

function ChipGroup({ title, values, onEdit, disabled }: { title: string; values: string[]; onEdit: () => void; disabled?: boolean }) {
  const action = values.length === 0 ? 'Выбрать' : 'Изменить';
  return (
    <div className="chip-group">
      <span className="chip-group__title">{title}</span>
      <div className="chip-group__list">
        {values.map((value) => (
          <span key={value} className="chip">
            {value}
          </span>
        ))}
        {/* The name starts with the visible word, so voice control ("click Изменить") finds it. */}
        <button type="button" className="chip chip--action" onClick={onEdit} disabled={disabled} aria-label={`${action}: ${title}`}>
          {action}
        </button>
      </div>
    </div>
  );
}

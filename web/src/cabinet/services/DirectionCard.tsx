// One direction on 'Ваши услуги': drag handle, open/close, rename in place, delete; inside, its services
// with name and price, sortable by their own handles.
import { arrayMove } from '@dnd-kit/sortable';
import { useState, type ClipboardEvent } from 'react';
import { formatPriceInput, parseServiceLine } from '../../../../shared/domain/prices';
import { SERVICE_DURATIONS, SERVICE_NAME_MAX, serviceProblems } from '../../../../shared/schemas/services';
import { rowId } from '../controls/row-id';
import { ChevronIcon, ConfirmDialog, PlusIcon, TrashIcon } from '../controls/Modal';
import { DragHandle, SortableList, useSortableRow } from '../sortable/SortableList';
import type { DirectionRow, ServiceRow } from './services-model';

interface DirectionCardProps {
  direction: DirectionRow;
  problem: string | undefined;
  currencySymbol: string;
  onChange: (next: DirectionRow) => void;
  onDelete: () => void;
}

const servicesCount = (count: number) => {
  const tens = count % 100;
  const ones = count % 10;
  const word = tens >= 11 && tens <= 14 ? 'услуг' : ones === 1 ? 'услуга' : ones >= 2 && ones <= 4 ? 'услуги' : 'услуг';
  return `${count} ${word}`;
};

export function DirectionCard({ direction, problem, currencySymbol, onChange, onDelete }: DirectionCardProps) {
  const row = useSortableRow(direction.id);
  const [confirming, setConfirming] = useState(false);
  const label = direction.name.trim() || 'без названия';
  const setServices = (services: ServiceRow[]) => onChange({ ...direction, services });

  function addService() {
    onChange({ ...direction, open: true, services: [...direction.services, { id: rowId('service'), name: '', cost: '' }] });
  }

  return (
    <li
      ref={row.setNodeRef}
      style={row.style}
      className={`direction${row.isDragging ? ' sortable-item--dragging' : ''}`}
      data-testid="direction"
    >
      <div className="direction__head">
        <DragHandle label={`Переместить направление «${label}»`} handleProps={row.handleProps} />
        <div className="direction__name">
          <input
            className="field__input direction__input"
            aria-label="Название направления"
            value={direction.name}
            onChange={(event) => onChange({ ...direction, name: event.target.value })}
            onBlur={() => direction.name !== direction.name.trim() && onChange({ ...direction, name: direction.name.trim() })}
            aria-invalid={problem ? true : undefined}
          />
          {problem ? <span className="field__error">{problem}</span> : null}
        </div>
        <span className="direction__count">{servicesCount(direction.services.length)}</span>
        <button
          type="button"
          className="icon-button"
          aria-expanded={direction.open}
          aria-label={`${direction.open ? 'Свернуть' : 'Развернуть'} направление «${label}»`}
          onClick={() => onChange({ ...direction, open: !direction.open })}
        >
          <ChevronIcon open={direction.open} />
        </button>
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={`Удалить направление «${label}»`}
          onClick={() => setConfirming(true)}
        >
          <TrashIcon />
        </button>
      </div>
      {direction.open ? (
        <div className="direction__body">
          {direction.services.length === 0 ? <p className="panel__hint">В направлении пока нет услуг.</p> : null}
          <SortableList
            ids={direction.services.map((service) => service.id)}
            onMove={(from, to) => setServices(arrayMove(direction.services, from, to))}
            labelOf={(id) => direction.services.find((service) => service.id === id)?.name || 'услуга'}
          >
            <ul className="services-list">
              {direction.services.map((service, index) => (
                <ServiceLine
                  key={service.id}
                  service={service}
                  currencySymbol={currencySymbol}
                  onChange={(next) => setServices(direction.services.map((item) => (item.id === next.id ? next : item)))}
                  onPasteLines={(lines) =>
                    setServices([...direction.services.slice(0, index), ...lines, ...direction.services.slice(index + 1)])
                  }
                  onDelete={() => setServices(direction.services.filter((item) => item.id !== service.id))}
                />
              ))}
            </ul>
          </SortableList>
          <button type="button" className="btn btn--ghost btn--small add-button" onClick={addService}>
            <PlusIcon />
            Добавить услугу
          </button>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Удалить направление?"
          text={`Направление «${label}» и ${servicesCount(direction.services.length)} в нём будут удалены. Врачи этого направления перестанут его показывать.`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        />
      ) : null}
    </li>
  );
}

interface ServiceLineProps {
  service: ServiceRow;
  currencySymbol: string;
  onChange: (next: ServiceRow) => void;
  /** A paste of one or more 'name, price' lines replaces this row with them. */
  onPasteLines: (rows: ServiceRow[]) => void;
  onDelete: () => void;
}

function ServiceLine({ service, currencySymbol, onChange, onPasteLines, onDelete }: ServiceLineProps) {
  const row = useSortableRow(service.id);
  const problems = serviceProblems(service);
  const problemId = (field: 'name' | 'cost') => `${service.id}-${field}-problem`;
  const label = service.name.trim() || 'без названия';

  function paste(event: ClipboardEvent<HTMLInputElement>) {
    const lines = event.clipboardData
      .getData('text')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed = lines.map(parseServiceLine);
    if (lines.length === 0 || (lines.length === 1 && !parsed[0]) || service.name !== '') return;
    event.preventDefault();
    onPasteLines(
      lines.map((line, index) => ({ id: index === 0 ? service.id : rowId('service'), ...(parsed[index] ?? { name: line, cost: '' }) })),
    );
  }

  return (
    <li
      ref={row.setNodeRef}
      style={row.style}
      className={`service-line${row.isDragging ? ' sortable-item--dragging' : ''}`}
      data-testid="service"
    >
      <DragHandle label={`Переместить услугу «${label}»`} handleProps={row.handleProps} />
      <input
        className="field__input service-line__name"
        aria-label="Название услуги"
        placeholder="Название услуги, можно вставить «Чистка, 3500»"
        maxLength={SERVICE_NAME_MAX}
        aria-invalid={problems.name ? true : undefined}
        aria-describedby={problems.name ? problemId('name') : undefined}
        value={service.name}
        onChange={(event) => onChange({ ...service, name: event.target.value })}
        onBlur={() => service.name !== service.name.trim() && onChange({ ...service, name: service.name.trim() })}
        onPaste={paste}
      />
      <div className="service-line__price">
        <input
          className="field__input"
          aria-label="Цена"
          placeholder="Цена"
          inputMode="text"
          aria-invalid={problems.cost ? true : undefined}
          aria-describedby={problems.cost ? problemId('cost') : undefined}
          value={service.cost}
          onChange={(event) => onChange({ ...service, cost: formatPriceInput(event.target.value) })}
        />
        <span className="service-line__currency" aria-hidden="true">
          {currencySymbol}
        </span>
      </div>
      <select
        className="field__input service-line__duration"
        aria-label={`Длительность услуги «${label}»`}
        value={service.duration ?? ''}
        onChange={(event) => {
          const { duration: _old, ...rest } = service;
          onChange(event.target.value === '' ? rest : { ...rest, duration: Number(event.target.value) });
        }}
      >
        <option value="">Длительность</option>
        {SERVICE_DURATIONS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes} мин
          </option>
        ))}
      </select>
      <button type="button" className="icon-button icon-button--danger" aria-label={`Удалить услугу «${label}»`} onClick={onDelete}>
        <TrashIcon />
      </button>
      {(['name', 'cost'] as const).map((field) =>
        problems[field] ? (
          <span key={field} className="field__error service-line__problem" id={problemId(field)}>
            {problems[field]}
          </span>
        ) : null,
      )}
    </li>
  );
}

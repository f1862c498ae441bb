// The filters above 'Заявки' (issue 26 §1): one search box (name or phone, however typed), the period,
// doctor, source (widget, quizzes, each quiz), utm_source and landing page, and the staff statuses as
// buttons that show how many leads each holds under the other filters. Errors sit at their fields.
import { useEffect, useState } from 'react';
import { HANDLING_LABELS, HANDLING_STATUSES, type HandlingStatus } from '../../../../shared/schemas/lead-handling';
import { quizSource, SOURCE_ANY_QUIZ, SOURCE_WIDGET } from '../../../../shared/domain/lead-list/source';
import type { LeadPage } from '../../../../shared/schemas/leads';
import type { FieldErrors } from '../../ui/form-errors';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { EMPTY_FILTER_FORM, isFilterSet, type FilterField, type LeadFilterForm } from './lead-filter-form';

/** How long the search waits after the last keystroke before it asks the server. */
const SEARCH_SETTLE_MS = 350;

interface LeadFiltersProps {
  form: LeadFilterForm;
  onChange: (form: LeadFilterForm) => void;
  errors: FieldErrors<FilterField>;
  counts: LeadPage['counts'];
  facets: LeadPage['facets'];
  quizzes: LeadPage['quizzes'];
}

interface Option {
  value: string;
  label: string;
}

/** A chosen value the period no longer offers stays choosable, so the field never shows something else. */
const withChosen = (options: Option[], value: string): Option[] =>
  value && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;

function countText(counts: NonNullable<LeadPage['counts']>): string {
  return counts.capped ? `Найдено: не меньше ${counts.total} — уточните период` : `Найдено: ${counts.total}`;
}

function StatusButtons({
  value,
  counts,
  onChange,
}: {
  value: HandlingStatus | '';
  counts: LeadPage['counts'];
  onChange: (status: HandlingStatus | '') => void;
}) {
  const all = counts ? Object.values(counts.byStatus).reduce((sum, count) => sum + count, 0) : null;
  const button = (status: HandlingStatus | '', label: string, count: number | null) => (
    <button
      key={status || 'all'}
      type="button"
      className={`lead-status-filter${status ? ` handling--${status}` : ''}`}
      aria-pressed={value === status}
      onClick={() => onChange(status)}
    >
      {label}
      {count === null ? null : <span className="lead-status-filter__count">{count}</span>}
    </button>
  );
  return (
    <fieldset className="fieldset-plain lead-status-filters">
      <legend className="visually-hidden">Статус обработки</legend>
      {button('', 'Все', all)}
      {HANDLING_STATUSES.map((status) => button(status, HANDLING_LABELS[status], counts?.byStatus[status] ?? null))}
    </fieldset>
  );
}

export function LeadFilters({ form, onChange, errors, counts, facets, quizzes }: LeadFiltersProps) {
  const [search, setSearch] = useState(form.q);
  const set = (field: FilterField) => (value: string) => onChange({ ...form, [field]: value });

  // The search box waits for the typing to settle; a reset from outside empties it.
  useEffect(() => setSearch(form.q), [form.q]);
  useEffect(() => {
    if (search === form.q) return;
    const timer = setTimeout(() => onChange({ ...form, q: search }), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [search, form, onChange]);

  const sources: Option[] = [
    { value: '', label: 'Все источники' },
    { value: SOURCE_WIDGET, label: 'Виджет записи' },
    ...(quizzes.length > 0 ? [{ value: SOURCE_ANY_QUIZ, label: 'Все квизы' }] : []),
    ...quizzes.map((quiz) => ({ value: quizSource(quiz._id), label: `Квиз «${quiz.name || 'без названия'}»` })),
  ];
  const doctors: Option[] = [
    { value: '', label: 'Все врачи' },
    ...(facets?.doctors ?? []).map((doctor) => ({ value: doctor.id, label: doctor.name })),
  ];
  const utmSources: Option[] = [{ value: '', label: 'Все' }, ...(facets?.utmSources ?? []).map((value) => ({ value, label: value }))];
  const pages: Option[] = [{ value: '', label: 'Все страницы' }, ...(facets?.pages ?? []).map((value) => ({ value, label: value }))];

  return (
    <section className="panel lead-filters" aria-label="Фильтры заявок">
      <div className="lead-filters__grid">
        <TextField
          label="Поиск по имени или телефону"
          type="search"
          className="lead-filters__field lead-filters__search"
          value={search}
          onChange={setSearch}
          error={errors.q}
          placeholder="Иванова или 8 912 345-67-89"
          maxLength={100}
        />
        <TextField
          label="Период: с"
          type="date"
          className="lead-filters__field"
          value={form.from}
          onChange={set('from')}
          error={errors.from}
        />
        <TextField label="по" type="date" className="lead-filters__field" value={form.to} onChange={set('to')} error={errors.to} />
        {(
          [
            ['Врач', 'doctor', doctors],
            ['Источник', 'source', sources],
            ['utm_source', 'utm', utmSources],
            ['Страница', 'page', pages],
          ] as const
        ).map(([label, field, options]) => (
          <SelectField
            key={field}
            label={label}
            className="lead-filters__field"
            value={form[field]}
            options={withChosen(options, form[field])}
            onChange={set(field)}
            error={errors[field]}
          />
        ))}
      </div>
      <StatusButtons value={form.status} counts={counts} onChange={set('status')} />
      {errors.status ? <p className="field__error">{errors.status}</p> : null}
      <div className="lead-filters__summary">
        <p className="lead-filters__count" role="status">
          {counts ? countText(counts) : ' '}
        </p>
        {isFilterSet(form) ? (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => onChange(EMPTY_FILTER_FORM)}>
            Сбросить фильтры
          </button>
        ) : null}
      </div>
    </section>
  );
}

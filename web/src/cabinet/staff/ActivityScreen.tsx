// 'Журнал действий' (/user/activity, issue 29), the owner's: who changed what and when, newest first, a year kept;
// filtered by person and by what changed (the server filters, a page at a time).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { type ActivityKind, activityActionNames, activityKindNames, activityKinds } from '../../../../shared/domain/staff/activity';
import { Loader, Spinner } from '../../ui/Loader';
import { SelectField } from '../../ui/SelectField';
import { LoadFailed } from '../controls/LoadFailed';
import { activityQuery, staffQuery } from './staff-api';
import '../controls/controls.css';
import './staff.css';

const ALL = '';
const KIND_OPTIONS: Array<{ value: ActivityKind | typeof ALL; label: string }> = [
  { value: ALL, label: 'Все изменения' },
  ...activityKinds.map((kind) => ({ value: kind, label: activityKindNames[kind] })),
];

const whenOf = (at: string) => new Date(at).toLocaleString('ru-RU', { dateStyle: 'medium', timeStyle: 'short' });

export default function ActivityScreen() {
  const [person, setPerson] = useState(ALL);
  const [kind, setKind] = useState<ActivityKind | typeof ALL>(ALL);
  const staff = useQuery(staffQuery);
  const log = useInfiniteQuery(activityQuery({ person: person || undefined, kind: kind || undefined }));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  // A removed person is no longer among the staff, but their entries stay: they can be chosen once seen in the log.
  const seen = useRef(new Map<string, string>());
  for (const entry of entries) seen.current.set(entry.personId, entry.personName);
  const current = new Map((staff.data?.people ?? []).map((member) => [member.personId, member.name || member.email]));
  const people = [
    { value: ALL, label: 'Все сотрудники' },
    ...[...current, ...[...seen.current].filter(([id]) => !current.has(id))].map(([value, label]) => ({ value, label })),
  ];

  return (
    <div className="cabinet-screen">
      <h1 className="cabinet-screen__title">Журнал действий</h1>
      <section className="panel" aria-labelledby="activity-title">
        <h2 id="activity-title" className="panel__title">
          Кто, что и когда изменил
        </h2>
        <p className="panel__hint">Записи хранятся год.</p>
        <div className="activity__filters">
          <SelectField label="Сотрудник" value={person} options={people} onChange={setPerson} />
          <SelectField label="Что изменено" value={kind} options={KIND_OPTIONS} onChange={setKind} />
        </div>
        {log.isError ? (
          <LoadFailed what="журнал действий" query={log} />
        ) : log.isPending ? (
          <Loader label="Загружаем журнал…" />
        ) : entries.length === 0 ? (
          <p role="status">Записей нет.</p>
        ) : (
          <ul className="activity__list" aria-label="Журнал действий">
            {entries.map((entry) => (
              <li key={entry.id} className="activity__entry">
                <time className="activity__when" dateTime={entry.at}>
                  {whenOf(entry.at)}
                </time>
                <span className="activity__text">
                  <strong>{entry.personName}</strong> {activityActionNames[entry.action]} · {activityKindNames[entry.kind]}: {entry.subject}
                </span>
              </li>
            ))}
          </ul>
        )}
        {log.hasNextPage ? (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage ? <Spinner /> : null}
            Показать ещё
          </button>
        ) : null}
      </section>
    </div>
  );
}

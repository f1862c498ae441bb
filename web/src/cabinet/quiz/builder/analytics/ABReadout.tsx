// The A/B read-out (issues 9, 27 §3): per variant its visitors (start-page views), leads (thank-you page
// views) and conversion since the last reset, and the verdict of the always-valid sequential test
// (shared/domain/quiz/ab-significance.ts), valid however often the clinic looks, with the visitors a
// decision will likely still need; then A against B step by step (ab-steps.ts): where each variant
// loses its visitors.
import { useQuery } from '@tanstack/react-query';
import { formatCount, REMAINING_CAP } from '../../../../../../shared/domain/quiz/ab-significance';
import { type AbStepRow, abStepRows } from '../../../../../../shared/domain/quiz/ab-steps';
import { percentOf } from '../../../../../../shared/domain/quiz/funnel';
import { quizAnalyticsQuery, quizQuery } from '../../quiz-api';
import './analytics.css';

export function ABReadout({ quizId }: { quizId: string }) {
  // The builder keeps this query's data current with each save, so the cached quiz is the one edited.
  const quiz = useQuery({ ...quizQuery(quizId), staleTime: Number.POSITIVE_INFINITY });
  const analytics = useQuery({ ...quizAnalyticsQuery(quizId), refetchOnMount: 'always' });
  return (
    <section className="panel ab-readout" aria-labelledby="ab-readout-title" aria-busy={!quiz.data || !analytics.data}>
      <h2 id="ab-readout-title" className="panel__title">
        Итоги A/B теста
      </h2>
      {quiz.data && analytics.data ? (
        <ReadoutFigures rows={abStepRows(quiz.data, analytics.data)} />
      ) : quiz.isError || analytics.isError ? (
        <p className="panel__note" role="alert">
          Не удалось загрузить итоги теста. Обновите страницу.
        </p>
      ) : (
        <p className="panel__hint">Загружаем итоги…</p>
      )}
    </section>
  );
}

function ReadoutFigures({ rows }: { rows: AbStepRow[] }) {
  const lead = rows.at(-1);
  if (!lead) return <p className="empty-note">В вариантах ещё нет вопросов.</p>;
  return (
    <>
      <table className="ab-readout__table">
        <thead>
          <tr>
            <th scope="col">Вариант</th>
            <th scope="col">Посетители</th>
            <th scope="col">Заявки</th>
            <th scope="col">Конверсия</th>
          </tr>
        </thead>
        <tbody>
          <VariantRow name="A (основной)" visitors={lead.a.visitors} leads={lead.a.leads} />
          <VariantRow name="B (вариант)" visitors={lead.b.visitors} leads={lead.b.leads} />
        </tbody>
      </table>
      <p className={`ab-readout__verdict ab-readout__verdict--${lead.verdict.kind}`} data-testid="ab-verdict">
        {lead.verdict.text}
      </p>
      <p className="panel__hint" data-testid="ab-detail">
        {lead.verdict.detail}
      </p>
      <table className="ab-readout__table ab-readout__steps">
        <caption>По шагам: доля посетителей, дошедших до шага</caption>
        <thead>
          <tr>
            <th scope="col">Шаг</th>
            <th scope="col">A</th>
            <th scope="col">B</th>
            <th scope="col">Итог</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.title}>
              <th scope="row">{row.title}</th>
              <td>{percentOf(row.a.leads, row.a.visitors)}</td>
              <td>{percentOf(row.b.leads, row.b.visitors)}</td>
              <td className="ab-readout__step-verdict">{stepVerdict(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function stepVerdict({ verdict }: AbStepRow): string {
  if (verdict.kind === 'winner') return `${verdict.leader} лучше`;
  if (verdict.kind === 'not-enough') return 'Мало данных';
  return verdict.remaining >= REMAINING_CAP ? 'Пока нет (нужно больше миллиона)' : `Пока нет (ещё ≈ ${formatCount(verdict.remaining)})`;
}

function VariantRow({ name, visitors, leads }: { name: string; visitors: number; leads: number }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{visitors}</td>
      <td>{leads}</td>
      <td>{percentOf(leads, visitors)}</td>
    </tr>
  );
}

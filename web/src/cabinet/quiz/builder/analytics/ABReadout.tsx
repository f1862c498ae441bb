// The A/B read-out (issue 9): per variant its visitors (start-page views), leads (thank-you page views)
// and conversion since the last reset, and whether the difference is significant: the pooled
// two-proportion z-test of shared/domain/quiz/ab-significance.ts, its p-value and a plain verdict.
import { useQuery } from '@tanstack/react-query';
import { type AbVerdict, compareVariants, formatPValue } from '../../../../../../shared/domain/quiz/ab-significance';
import { funnelSteps, type LeadConversion, leadConversion, variantQuestions } from '../../../../../../shared/domain/quiz/funnel';
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
        <ReadoutFigures
          a={leadConversion(funnelSteps(variantQuestions(quiz.data, false)), analytics.data.regular.days)}
          b={leadConversion(funnelSteps(variantQuestions(quiz.data, true)), analytics.data.abTest.days)}
        />
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

function ReadoutFigures({ a, b }: { a: LeadConversion; b: LeadConversion }) {
  const verdict = compareVariants(a, b);
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
          <VariantRow name="A (основной)" figures={a} />
          <VariantRow name="B (вариант)" figures={b} />
        </tbody>
      </table>
      <p className={`ab-readout__verdict ab-readout__verdict--${verdict.kind}`} data-testid="ab-verdict">
        {verdict.text}
      </p>
      <p className="panel__hint">{detailOf(verdict)}</p>
    </>
  );
}

function VariantRow({ name, figures }: { name: string; figures: LeadConversion }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{figures.visitors}</td>
      <td>{figures.leads}</td>
      <td>{figures.conversion}</td>
    </tr>
  );
}

function detailOf(verdict: AbVerdict): string {
  if (verdict.kind === 'not-enough') {
    return 'Итог появится, когда у каждого варианта будет не меньше 30 посетителей и хотя бы 5 ожидаемых заявок и 5 посетителей без заявки.';
  }
  const significance = verdict.kind === 'significant' ? 'разница статистически значима' : 'разница статистически не значима';
  return `Двусторонний z-тест двух долей: ${formatPValue(verdict.pValue)}, z = ${verdict.z.toFixed(2).replace('.', ',')}; ${significance} (порог p < 0,05).`;
}

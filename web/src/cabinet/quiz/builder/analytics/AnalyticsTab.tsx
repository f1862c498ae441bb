// Аналитика of the quiz builder (docs/contract/widget-quiz-configurator.md §4, §5, §7; issues 9, 27): the period (in the clinic's
// time zone), the funnel of viewed steps (each step's visitors, their share of all, and the share of them
// who went no further), filtered by device and utm_source, the conversion of visits into sent leads, the
// drop-off per answer variant, the reset after 'Сбросить aналитику?' (the spec's spelling), and the A/B
// read-out while the A/B test is on. Loaded with the tab only: the calendar and the chart stay out of the
// other tabs.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type FunnelStepRef, funnelOf, funnelSteps, leadConversion, variantQuestions } from '../../../../../../shared/domain/quiz/funnel';
import { type SegmentFilter, segmentTotals } from '../../../../../../shared/domain/quiz/funnel-segments';
import type { QuizVariantStats } from '../../../../../../shared/schemas/quiz-analytics';
import type { QuizCabinetView } from '../../../../../../shared/schemas/quiz-cabinet';
import { clinicQuery } from '../../../clinic/clinic-api';
import { ConfirmDialog } from '../../../controls/Modal';
import { quizAnalyticsQuery, resetQuizAnalytics } from '../../quiz-api';
import { ABReadout } from './ABReadout';
import { AnswerDropOff } from './AnswerDropOff';
import { FunnelChart } from './FunnelChart';
import { daysOf, describeDays, type PeriodChoice, PeriodPicker } from './PeriodPicker';
import { SegmentPicker } from './SegmentPicker';
import './analytics.css';

type Variant = 'regular' | 'abTest';
const VARIANT_TITLES: Record<Variant, string> = { regular: 'Вариант A (основной)', abTest: 'Вариант B' };
/** Until the clinic loads (the layout has it already), days are counted on Moscow clocks. */
const FALLBACK_ZONE = 'Europe/Moscow';

export default function AnalyticsTab({ quiz }: { quiz: QuizCabinetView }) {
  const timeZone = useQuery(clinicQuery).data?.timezone ?? FALLBACK_ZONE;
  const [choice, setChoice] = useState<PeriodChoice>({ period: 'all' });
  const [variant, setVariant] = useState<Variant>('regular');
  const [filter, setFilter] = useState<SegmentFilter>({});
  const days = daysOf(choice, timeZone);
  const analytics = useQuery({ ...quizAnalyticsQuery(quiz._id, days), refetchOnMount: 'always' });
  const abOn = quiz.ABTestBool === true;
  const shownVariant = abOn ? variant : 'regular';
  const questions = variantQuestions(quiz, shownVariant === 'abTest');
  const steps = funnelSteps(questions);
  const stats = analytics.data?.[shownVariant];
  return (
    <>
      <section className="panel" aria-labelledby="analytics-title">
        <div className="panel__head analytics__head">
          <h2 id="analytics-title" className="panel__title">
            Воронка квиза
          </h2>
          <ResetButton quizId={quiz._id} />
        </div>
        <PeriodPicker choice={choice} timeZone={timeZone} onChange={setChoice} />
        <p className="panel__hint" aria-live="polite" data-testid="analytics-period">
          Период: {describeDays(days)}
        </p>
        {abOn ? <VariantSwitch variant={variant} onChange={setVariant} /> : null}
        {stats ? (
          <>
            <SegmentPicker stats={stats} startKey={steps[0]?.key ?? ''} filter={filter} onChange={setFilter} />
            <Funnel steps={steps} stats={stats} filter={filter} caption={`Воронка: ${VARIANT_TITLES[shownVariant]}`} />
          </>
        ) : analytics.isError ? (
          <p className="panel__note" role="alert">
            {analytics.error.message || 'Не удалось загрузить аналитику'}
          </p>
        ) : (
          <p className="panel__hint">Загружаем аналитику…</p>
        )}
      </section>
      {stats ? <AnswerDropOff questions={questions} stats={stats} /> : null}
      {abOn ? <ABReadout quizId={quiz._id} /> : null}
    </>
  );
}

interface FunnelProps {
  steps: readonly FunnelStepRef[];
  stats: QuizVariantStats;
  filter: SegmentFilter;
  caption: string;
}

function Funnel({ steps, stats, filter, caption }: FunnelProps) {
  const totals = segmentTotals(steps, stats, filter);
  const conversion = leadConversion(steps, totals);
  return (
    <>
      <dl className="analytics__totals">
        <div>
          <dt>Посетители</dt>
          <dd data-testid="analytics-visitors">{conversion.visitors}</dd>
        </div>
        <div>
          <dt>Заявки</dt>
          <dd data-testid="analytics-leads">{conversion.leads}</dd>
        </div>
        <div>
          <dt>Конверсия в заявку</dt>
          <dd data-testid="analytics-conversion">{conversion.conversion}</dd>
        </div>
      </dl>
      <FunnelChart steps={funnelOf(steps, totals)} caption={caption} />
    </>
  );
}

function VariantSwitch({ variant, onChange }: { variant: Variant; onChange: (variant: Variant) => void }) {
  return (
    <fieldset className="period-picker__options">
      <legend className="visually-hidden">Вариант квиза</legend>
      {(Object.keys(VARIANT_TITLES) as Variant[]).map((each) => (
        <button key={each} type="button" className="period-picker__option" aria-pressed={variant === each} onClick={() => onChange(each)}>
          {VARIANT_TITLES[each]}
        </button>
      ))}
    </fieldset>
  );
}

function ResetButton({ quizId }: { quizId: string }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const reset = async () => {
    setAsking(false);
    setState('busy');
    try {
      await resetQuizAnalytics(quizId);
      await client.invalidateQueries({ queryKey: quizAnalyticsQuery(quizId).queryKey.slice(0, 3) });
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="analytics__reset">
      {state === 'failed' ? (
        <span className="panel__note" role="alert">
          Не удалось сбросить. Попробуйте ещё раз.
        </span>
      ) : null}
      <button type="button" className="btn btn--ghost btn--small" disabled={state === 'busy'} onClick={() => setAsking(true)}>
        {state === 'busy' ? 'Сбрасываем…' : 'Сбросить аналитику'}
      </button>
      {asking ? (
        <ConfirmDialog
          title="Сбросить aналитику?"
          text="Просмотры и заявки в воронке обоих вариантов начнут считаться заново. Сами заявки останутся в «Заявках»."
          confirmLabel="Сбросить"
          onConfirm={() => void reset()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </div>
  );
}

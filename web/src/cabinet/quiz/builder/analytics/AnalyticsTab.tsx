// Аналитика of the quiz builder (docs/contract/widget-quiz-configurator.md §4, §5, §7; issue 9): the period (in the clinic's time
// zone), the funnel of viewed steps with step-to-step percentages, the conversion of visits into sent
// leads, the reset after 'Сбросить aналитику?' (the spec's spelling), and the A/B read-out while the
// A/B test is on. Loaded with the tab only: the calendar and the chart stay out of the other tabs.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type FunnelStepRef,
  funnelOf,
  funnelSteps,
  leadConversion,
  type StepDays,
  variantQuestions,
} from '../../../../../../shared/domain/quiz/funnel';
import type { QuizCabinetView } from '../../../../../../shared/schemas/quiz-cabinet';
import { clinicQuery } from '../../../clinic/clinic-api';
import { ConfirmDialog } from '../../../controls/Modal';
import { quizAnalyticsQuery, resetQuizAnalytics } from '../../quiz-api';
import { ABReadout } from './ABReadout';
import { FunnelChart } from './FunnelChart';
import { daysOf, describeDays, type PeriodChoice, PeriodPicker } from './PeriodPicker';
import './analytics.css';

type Variant = 'regular' | 'abTest';
const VARIANT_TITLES: Record<Variant, string> = { regular: 'Вариант A (основной)', abTest: 'Вариант B' };
/** Until the clinic loads (the layout has it already), days are counted on Moscow clocks. */
const FALLBACK_ZONE = 'Europe/Moscow';

export default function AnalyticsTab({ quiz }: { quiz: QuizCabinetView }) {
  const timeZone = useQuery(clinicQuery).data?.timezone ?? FALLBACK_ZONE;
  const [choice, setChoice] = useState<PeriodChoice>({ period: 'all' });
  const [variant, setVariant] = useState<Variant>('regular');
  const days = daysOf(choice, timeZone);
  const analytics = useQuery({ ...quizAnalyticsQuery(quiz._id, days), refetchOnMount: 'always' });
  const abOn = quiz.ABTestBool === true;
  const shownVariant = abOn ? variant : 'regular';
  const steps = funnelSteps(variantQuestions(quiz, shownVariant === 'abTest'));
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
        {analytics.data ? (
          <Funnel steps={steps} days={analytics.data[shownVariant].days} caption={`Воронка: ${VARIANT_TITLES[shownVariant]}`} />
        ) : analytics.isError ? (
          <p className="panel__note" role="alert">
            {analytics.error.message || 'Не удалось загрузить аналитику'}
          </p>
        ) : (
          <p className="panel__hint">Загружаем аналитику…</p>
        )}
      </section>
      {abOn ? <ABReadout quizId={quiz._id} /> : null}
    </>
  );
}

function Funnel({ steps, days, caption }: { steps: readonly FunnelStepRef[]; days: StepDays; caption: string }) {
  const conversion = leadConversion(steps, days);
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
      <FunnelChart steps={funnelOf(steps, days)} caption={caption} />
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

// /visit#token=…: the patient's visit by the link of its confirmation letter (issue 26 §3). It shows the
// visit and two buttons: 'Отменить запись' (after a confirmation) and 'Перенести' (a free time of the same
// doctor). The token stays in the fragment and goes to the API in a body; a link that cannot be used gets a
// page that says why and shows nothing of any visit.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { secretOfUrl } from '../../../../shared/account-pages';
import { clinicWallTimeLabel } from '../../../../shared/domain/clinic-time';
import type { VisitAnswer } from '../../../../shared/schemas/visit';
import { VISIT_TOKEN_PARAM } from '../../../../shared/visit-page';
import { FormMessages } from '../../ui/FormMessages';
import { Loader } from '../../ui/Loader';
import { Logo } from '../../ui/Logo';
import { CancelStep } from './CancelStep';
import { ReschedulePicker } from './ReschedulePicker';
import { cancelVisit, moveVisit, readVisit, type Refusal } from './visit-call';
import { VisitDetails } from './VisitDetails';
import { INCOMPLETE_LINK, needsFreshVisit, visitProblemOf, type VisitProblem } from './visit-problem';
import '../../ui/ui.css';
import './visit.css';

type Step = 'view' | 'cancel' | 'move';

type PageState =
  | { kind: 'loading' }
  | { kind: 'problem'; problem: VisitProblem }
  | { kind: 'visit'; visit: VisitAnswer; step: Step; note?: string; errors?: string[]; backFrom?: Step }
  | { kind: 'cancelled'; visit: VisitAnswer };

export default function VisitPage() {
  const token = secretOfUrl(useLocation(), VISIT_TOKEN_PARAM);
  const [state, setState] = useState<PageState>(token === '' ? { kind: 'problem', problem: INCOMPLETE_LINK } : { kind: 'loading' });
  const [pending, setPending] = useState(false);

  const load = useCallback(
    async (after?: Partial<Extract<PageState, { kind: 'visit' }>>) => {
      const read = await readVisit(token);
      if (!read.ok) return setState({ kind: 'problem', problem: problemOf(read.refusal) });
      setState({ kind: 'visit', visit: read.value, step: 'view', ...after });
    },
    [token],
  );

  useEffect(() => {
    if (token !== '') void load();
  }, [token, load]);

  async function change<T>(run: () => Promise<{ ok: true; value: T } | { ok: false; refusal: Refusal }>, done: (value: T) => void) {
    if (pending || state.kind !== 'visit') return;
    setPending(true);
    const outcome = await run();
    setPending(false);
    if (outcome.ok) return done(outcome.value);
    const { refusal } = outcome;
    if (needsFreshVisit(refusal.status, refusal.code)) return load({ step: state.step, errors: refusal.messages });
    if (refusal.status === 404) return setState({ kind: 'problem', problem: problemOf(refusal) });
    setState({ ...state, errors: refusal.messages });
  }

  const view = (step: Step) => state.kind === 'visit' && setState({ kind: 'visit', visit: state.visit, step, backFrom: state.step });
  /** Back from a step, the focus returns to the button that opened it (a keyboard user keeps their place). */
  const focusIf = (step: Step) => (state.kind === 'visit' && state.backFrom === step ? focusOnMount : undefined);

  return (
    <div className="visit-page">
      <main className="visit-page__main">
        <div className="visit">
          <Logo />
          {state.kind === 'loading' && <Loader label="Загружаем запись…" />}
          {state.kind === 'problem' && <ProblemView problem={state.problem} onRetry={() => void load()} />}
          {state.kind === 'cancelled' && <CancelledView visit={state.visit} />}
          {state.kind === 'visit' && (
            <section className="visit__main" aria-labelledby="visit-title">
              <h1 id="visit-title">Ваша запись</h1>
              {state.note && <p role="status">{state.note}</p>}
              <VisitDetails visit={state.visit} />
              <FormMessages messages={state.errors ?? []} />
              {state.step === 'view' && (
                <div className="visit__actions">
                  <button type="button" className="btn btn--primary" ref={focusIf('move')} onClick={() => view('move')}>
                    Перенести
                  </button>
                  <button type="button" className="btn btn--secondary" ref={focusIf('cancel')} onClick={() => view('cancel')}>
                    Отменить запись
                  </button>
                </div>
              )}
              {state.step === 'cancel' && (
                <CancelStep
                  visit={state.visit}
                  pending={pending}
                  onBack={() => view('view')}
                  onConfirm={() =>
                    void change(
                      () => cancelVisit(token),
                      () => setState({ kind: 'cancelled', visit: state.visit }),
                    )
                  }
                />
              )}
              {state.step === 'move' && (
                <ReschedulePicker
                  visit={state.visit}
                  pending={pending}
                  onBack={() => view('view')}
                  onMove={(planStart) =>
                    void change(
                      () => moveVisit(token, planStart),
                      (moved) => setState({ kind: 'visit', visit: moved, step: 'view', note: movedNote(moved) }),
                    )
                  }
                />
              )}
            </section>
          )}
        </div>
      </main>
    </div>
  );
}

const focusOnMount = (element: HTMLButtonElement | null) => element?.focus();

const problemOf = (refusal: Refusal) => visitProblemOf(refusal.status, refusal.code, refusal.messages);

const movedNote = (visit: VisitAnswer) =>
  `Запись перенесена на ${clinicWallTimeLabel(visit.planStart, visit.timezone)}. Клиника получила уведомление.`;

function ProblemView({ problem, onRetry }: { problem: VisitProblem; onRetry: () => void }) {
  return (
    <section aria-labelledby="visit-problem-title">
      <h1 id="visit-problem-title">{problem.title}</h1>
      <p>{problem.text}</p>
      {!problem.final && (
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Попробовать ещё раз
        </button>
      )}
    </section>
  );
}

function CancelledView({ visit }: { visit: VisitAnswer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="visit-cancelled-title">
      <h1 id="visit-cancelled-title" ref={heading} tabIndex={-1}>
        Запись отменена
      </h1>
      <p role="status">
        Запись на {clinicWallTimeLabel(visit.planStart, visit.timezone)} в клинику «{visit.clinicName}» отменена, клиника получила
        уведомление. Чтобы записаться снова, откройте онлайн-запись на сайте клиники.
      </p>
    </section>
  );
}

// The public quiz (docs/contract/widget-quiz-configurator.md §2 "Public quiz", §4 flow, §5 validation): the start page, one question
// at a time with back, next and progress, the contacts page last (a sliding popup on phones), the
// thank-you page; viewed pages go to the analytics beacon when the page is hidden. 'Ваш расчёт' stands
// at the end, with the contacts form, when 'Показывать расчёт в конце' is on; the clinic's 'Онлайн
// запись' is a button in the page's top row, so nothing floats over what the patient must press.
import { CURRENT_CONSENT, consentParts } from '../../shared/domain/consent/versions';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { Question, QuestionOf, QuizPublicView } from '../../shared/schemas/quiz';
import type { QuizVariant } from '../../shared/domain/quiz/answer-keys';
import { estimateOf } from '../../shared/domain/quiz/estimate';
import { hiddenFieldsOf } from '../../shared/domain/quiz/hidden-fields';
import { variantQuestions } from '../../shared/domain/quiz/funnel';
import { typograph } from '../../shared/domain/typography';
import { type Answer, type Answers, answerObject, estimateLines, type Problem, problemOf } from './answers';
import { ActionList } from './ActionList';
import { EstimatePanel } from './EstimatePanel';
import { firstStep, nextStep, pagesOf, previousStep, progressOf, questionsOnWay, type Step, stepKey } from './flow';
import { ProgressiveImage } from './ProgressiveImage';
import { metricGoals } from '../../shared/domain/metric-goals';
import { reportQuizGoal } from './metric-goals';
import { newIdempotencyKey, sendAnswers, sendBeacon } from './quiz-api';
import { bodyOf } from './questions';
import { kindOf } from '../../shared/domain/quiz/question-kinds';
import { RightSections } from './RightSections';
import { ScrollHint } from './ScrollHint';
import { actionsShown, Footer, MobileHeader, QuizLogo, sectionsShown, StartSection, startTexts, variantPage } from './StartPage';
import { useMobileLayout } from './useMobileLayout';
import { ViewedSteps } from './viewed-steps';
import type { DeviceClass } from '../../shared/domain/quiz/visit-segments';

const SEND_LOCK_MS = 5000;
const ERROR_SHOWN_MS = 2000;
const RADIO_ADVANCE_MS = 450;

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; message: string };

interface QuizPageProps {
  quiz: QuizPublicView;
  variant: QuizVariant;
  /** The layout the server rendered (phone or not), which hydration must start from. */
  renderedMobile?: boolean;
}

export function QuizPage({ quiz, variant, renderedMobile }: QuizPageProps) {
  const page = variant === 'abTest' ? variantPage(quiz, quiz.ABTestObj) : quiz;
  const questions = variantQuestions(quiz, variant === 'abTest');
  const pages = useMemo(() => pagesOf(questions), [questions]);
  const mobile = useMobileLayout(renderedMobile);
  const onlyForm = Boolean(quiz.onlyFormBool);
  const [step, setStep] = useState<Step>(() => firstStep(pages, onlyForm));
  const [answers, setAnswers] = useState<Answers>({});
  // A pick moves on after a pause: by then the answers hold it, the render that made the timer does not.
  const latestAnswers = useRef(answers);
  const stepNow = useRef(step);
  stepNow.current = step;
  const [problem, setProblem] = useState<Problem>(null);
  const [send, setSend] = useState<SendState>({ kind: 'idle' });
  const submissionKey = useRef(newIdempotencyKey());
  const viewed = useRef(new ViewedSteps(quiz._id, variant === 'abTest', newIdempotencyKey()));

  const shownStep = stepKey(step, pages);
  useViewedStepBeacon(viewed.current, shownStep, mobile ? 'phone' : 'desktop');
  const question = step.kind === 'question' ? pages.questions[step.index] : undefined;

  const goTo = (next: Step) => {
    setProblem(null);
    setStep(next);
  };
  const submit = async () => {
    if (send.kind === 'sending') return;
    setSend({ kind: 'sending' });
    const unlock = window.setTimeout(() => setSend((state) => (state.kind === 'sending' ? { kind: 'idle' } : state)), SEND_LOCK_MS);
    const outcome = await sendAnswers({
      userId: quiz.userId,
      quizId: quiz._id,
      URL: location.href.split('?')[0] ?? '',
      deviceType: mobile ? 'Телефон' : 'Компьютер',
      data: answerObject(questionsOnWay(step, pages), answers),
      nowReturn: variant,
      Utm: utmLines(location.search),
      hidden: hiddenFieldsOf(quiz.hiddenFields, new URLSearchParams(location.search)),
      consent: CURRENT_CONSENT.id,
      idempotencyKey: submissionKey.current,
    });
    window.clearTimeout(unlock);
    if (outcome.ok) {
      reportQuizGoal(metricGoals.quizSent);
      setSend({ kind: 'idle' });
      goTo({ kind: 'thanks' });
      return;
    }
    setSend({ kind: 'error', message: outcome.message });
    window.setTimeout(() => setSend((state) => (state.kind === 'error' ? { kind: 'idle' } : state)), ERROR_SHOWN_MS);
  };
  const next = () => {
    if (step.kind === 'thanks') return;
    if (question) {
      const found = problemOf(question, answers);
      if (found) {
        setProblem(found);
        return;
      }
      if (question.type === 'contacts') return void submit();
      viewed.current.recordPicks(question, answers);
    }
    goTo(nextStep(step, pages, answers));
  };
  const answer = (target: Question, value: Answer) => {
    setProblem(null);
    latestAnswers.current = { ...latestAnswers.current, [target._uid]: value };
    setAnswers(latestAnswers.current);
  };
  const advanceAfterPick = (from: Step, picked: Question) => {
    if (stepNow.current !== from) return;
    viewed.current.recordPicks(picked, latestAnswers.current);
    setStep(nextStep(from, pages, latestAnswers.current));
  };
  useEnterGoesNext(next);

  const contactsOpen = question?.type === 'contacts';
  useGoalOnce(contactsOpen, metricGoals.quizContacts);
  // Only-form mode has nothing behind the form: no popup to slide away, no overlay, no progress.
  const formPopup = mobile && contactsOpen && !onlyForm;
  const progress = progressOf(step, pages);
  // Only the questions on the path taken count (branch rules), as in the lead the page sends.
  const onWay = questionsOnWay(step, pages);
  // 'Показывать расчёт в конце': the estimate at the end, beside the form (desktop) or atop the popup (phone);
  // the estimate rules' 'Показывать расчёт на каждом шаге': below each question too.
  const shownEstimate =
    (quiz.showCalcDataInTheEnd === true && contactsOpen) || (quiz.estimate?.eachStep === true && question !== undefined);
  const estimate = shownEstimate && (
    <EstimatePanel
      lines={estimateLines(onWay, answers)}
      money={quiz.estimate && estimateOf(quiz.estimate, onWay, answerObject(onWay, answers), quiz.estimatePrices ?? {})}
      pending
      besideForm={!mobile && contactsOpen}
    />
  );
  const besideForm = Boolean(estimate) && !mobile && contactsOpen;
  return (
    <div className={`qz${mobile ? ' qz-mobile' : ''}${step.kind === 'start' ? ' qz-at-start' : ''}${besideForm ? ' qz-beside-form' : ''}`}>
      {mobile && <MobileHeader quiz={quiz} />}
      <main className="qz-left">
        <header className="qz-top">
          {quiz.logo && <QuizLogo logo={quiz.logo} rangeSize={quiz.rangeSize} alt={quiz.companyName || 'Логотип'} />}
          {quiz.widgetInQuiz && <BookingButton />}
          {step.kind === 'question' && !(mobile && contactsOpen) && !onlyForm && (
            <div
              className="qz-progress"
              role="progressbar"
              aria-label="Пройдено"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <span style={{ width: `${progress}%` }} />
              <b>{progress}%</b>
            </div>
          )}
        </header>
        {step.kind === 'start' && <StartSection {...startTexts(page, quiz.name, mobile)} buttonText={page.nextButton} onStart={next} />}
        {question && (
          <QuestionView
            key={question._uid}
            question={question}
            answers={answers}
            problem={problem}
            mobilePopup={formPopup}
            estimate={formPopup ? estimate : undefined}
            canGoBack={!mobile && !onlyForm}
            sendState={send}
            buttonText={contactsOpen ? (mobile ? quiz.textContactButton?.mobile : quiz.textContactButton?.pc) || 'Отправить' : 'Далее'}
            onAnswer={(value) => answer(question, value)}
            onPicked={() => window.setTimeout(() => advanceAfterPick(step, question), RADIO_ADVANCE_MS)}
            onNext={next}
            onBack={() => goTo(previousStep(step, onlyForm))}
          />
        )}
        {step.kind === 'thanks' && <ThankYou question={pages.thankYou} />}
        {mobile && <ActionList actions={actionsShown(page, true)} header="Наши акции" />}
        {!mobile && step.kind === 'start' && <ActionList actions={page.actionList ?? []} header={page.actionHeader} />}
        {!formPopup && estimate}
        {!mobile && <Footer quiz={quiz} />}
      </main>
      <ScrollHint page={shownStep} />
      {!mobile && contactsOpen && !onlyForm && (
        <button type="button" className="qz-blackout" aria-label="Закрыть форму" onClick={() => goTo(previousStep(step, onlyForm))} />
      )}
      <RightSections sections={sectionsShown(page, mobile)} mobile={mobile} />
    </div>
  );
}

interface QuestionViewProps {
  question: Question;
  answers: Answers;
  problem: Problem;
  mobilePopup: boolean;
  /** 'Ваш расчёт' atop the phone's contacts popup. */
  estimate?: ReactNode;
  canGoBack: boolean;
  sendState: SendState;
  buttonText: string;
  onAnswer: (answer: Answer) => void;
  onPicked: () => void;
  onNext: () => void;
  onBack: () => void;
}

function QuestionView(props: QuestionViewProps) {
  const { question, answers, problem, mobilePopup, canGoBack, sendState, buttonText } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  const swipe = useSwipeDown(mobilePopup ? props.onBack : undefined);
  useEffect(() => heading.current?.focus(), []);
  const contacts = question.type === 'contacts';
  const title = contacts
    ? mobilePopup
      ? question.headerMobile || 'Готово, заполните форму ниже'
      : question.header || question.question
    : question.question;
  const paragraph = contacts && mobilePopup ? question.paragraphMobile : question.type === 'information' ? undefined : question.paragraph;
  const kind = kindOf(question);
  const Body = bodyOf(question);
  return (
    <section
      className={`qz-question${mobilePopup ? ' qz-popup' : ''}${contacts ? ' qz-contacts-page' : ''}`}
      aria-labelledby="qz-question-title"
      {...swipe}
    >
      {mobilePopup && (
        <button type="button" className="qz-popup-close" aria-label="Закрыть форму" onClick={props.onBack}>
          ×
        </button>
      )}
      <h1 id="qz-question-title" tabIndex={-1} ref={heading}>
        {typograph(title)}
      </h1>
      {paragraph && <p className="qz-paragraph">{typograph(paragraph)}</p>}
      {props.estimate}
      <Body
        question={question}
        answers={answers}
        problem={problem}
        onAnswer={props.onAnswer}
        onPicked={kind.autoAdvance ? props.onPicked : () => {}}
      />
      {problem && problem.field === 'answer' && !kind.showsOwnProblem && (
        <p className="qz-error" role="alert">
          {problem.message}
        </p>
      )}
      {sendState.kind === 'error' && (
        <p className="qz-error" role="alert">
          {sendState.message}
        </p>
      )}
      <div className="qz-nav">
        {canGoBack && (
          <button type="button" className="qz-back" onClick={props.onBack}>
            Назад
          </button>
        )}
        <button
          type="button"
          className="qz-button"
          onClick={props.onNext}
          disabled={sendState.kind === 'sending'}
          aria-busy={sendState.kind === 'sending'}
        >
          {sendState.kind === 'sending' ? 'Отправляем…' : sendState.kind === 'error' && contacts ? 'Ошибка, ещё раз' : buttonText}
        </button>
      </div>
      {contacts && <QuizConsent />}
    </section>
  );
}

/** The consent text the lead records (shared/domain/consent/versions.ts): its version is sent with the answers. */
function QuizConsent() {
  const { before, link, after } = consentParts(CURRENT_CONSENT);
  return (
    <p className="qz-consent" data-consent={CURRENT_CONSENT.id}>
      {before}
      <a href="/policy" target="_blank" rel="noopener">
        {link}
      </a>
      {after}
    </p>
  );
}

/** Opens the clinic's booking widget through its loader (`data-dentlead-open`), which draws no floating button here. */
function BookingButton() {
  return (
    <button type="button" className="qz-booking" data-dentlead-open="">
      Онлайн запись
    </button>
  );
}

function ThankYou({ question }: { question: QuestionOf<'ThankYouPages'> | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="qz-thanks" role="status">
      {question?.thankYouImg && <ProgressiveImage name={question.thankYouImg} width={500} height={300} />}
      <h1 tabIndex={-1} ref={heading}>
        {typograph(question?.question || 'Благодарим за ответы на все вопросы')}
      </h1>
      {question?.paragraph && <p>{typograph(question.paragraph)}</p>}
    </section>
  );
}

/** Records each page shown and sends the beacon when the page is hidden or left (docs/contract/widget-quiz-configurator.md §4). */
function useViewedStepBeacon(viewed: ViewedSteps, step: string, device: DeviceClass): void {
  const deviceNow = useRef(device);
  deviceNow.current = device;
  useEffect(() => viewed.record(step), [viewed, step]);
  useEffect(() => {
    const flush = () => {
      const beacon = viewed.flush(deviceNow.current, utmSource(location.search));
      if (beacon) sendBeacon(beacon);
    };
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    };
  }, [viewed]);
}

/** Reports the goal the first time `reached` turns true on this page. */
function useGoalOnce(reached: boolean, goal: string): void {
  const reported = useRef(false);
  useEffect(() => {
    if (!reached || reported.current) return;
    reported.current = true;
    reportQuizGoal(goal);
  }, [reached, goal]);
}

/** Enter starts the quiz or goes on (docs/contract/widget-quiz-configurator.md §4), except where Enter has its own meaning: a button, a list, a text area. */
function useEnterGoesNext(next: () => void): void {
  const latest = useRef(next);
  latest.current = next;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || event.defaultPrevented || ['TEXTAREA', 'BUTTON', 'SELECT', 'A'].includes(target.tagName)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

/** Sliding the contacts popup down by 80 px closes it (docs/contract/widget-quiz-configurator.md §2, mobile). */
function useSwipeDown(onClose: (() => void) | undefined) {
  const start = useRef<number | null>(null);
  if (!onClose) return {};
  return {
    onTouchStart: (event: React.TouchEvent) => {
      start.current = event.touches[0]?.clientY ?? null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const end = event.changedTouches[0]?.clientY;
      if (start.current !== null && end !== undefined && end - start.current > 80) onClose();
      start.current = null;
    },
  };
}

/** The page's utm_source ('' without one): the analytics split the funnel by it. */
function utmSource(search: string): string {
  return (new URLSearchParams(search).get('utm_source') ?? '').slice(0, 100);
}

/** Lines 'name: value' of the page's utm parameters (docs/contract/widget-quiz-configurator.md §7). */
function utmLines(search: string): string {
  return [...new URLSearchParams(search)]
    .filter(([name]) => name.toLowerCase().startsWith('utm'))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n')
    .slice(0, 2000);
}

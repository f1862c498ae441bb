// The quiz builder's frame (/quiz/setting/{id}/…, docs/contract/widget-quiz-configurator.md §2 "Quiz builder"): the quiz loaded once
// for all its tabs, the tabs (A/B тест only while the A/B test is on), 'Предпросмотр' opening the
// public page in a new tab, and the save indicator of the autosave every tab shares.
import { useQuery } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useState } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import type { QuizCabinetView } from '../../../../shared/schemas/quiz-cabinet';
import type { QuizTab } from '../../routing/quiz-settings-tabs';
import { SaveIndicator } from '../autosave/SaveIndicator';
import { ScreenLoading } from '../controls/ScreenLoading';
import { QUIZ_TABS, quizTabOf } from '../menu';
import { AbTestTab } from './builder/ab-test/AbTestTab';
import { QuestionsTab } from './builder/questions/QuestionsTab';
import { LandingPageTab } from './builder/landing/LandingPageTab';
import { QuizConfigurationTab } from './builder/QuizConfigurationTab';
import { useQuizEditor, type QuizEditor } from './builder/useQuizEditor';
import { quizQuery } from './quiz-api';
import '../controls/controls.css';
import './builder/builder.css';
import './quiz.css';

/** The tabs in the spec's order; 'Предпросмотр' sits after Настройки. */
const TAB_ORDER: readonly QuizTab[] = ['landingPage', 'questions', 'configuration', 'ABTets', 'analytics'];
const PREVIEW_AFTER: QuizTab = 'configuration';

// Аналитика brings a calendar and a chart: loaded with its tab only.
const AnalyticsTab = lazy(() => import('./builder/analytics/AnalyticsTab'));

export default function QuizSettingsScreen() {
  const { quizId = '' } = useParams();
  return (
    <div className="cabinet-screen">
      <QuizLoader key={quizId} quizId={quizId} />
    </div>
  );
}

function QuizLoader({ quizId }: { quizId: string }) {
  // Read anew on each visit: a cached copy may predate another tab's save, and would only meet a 409.
  const query = useQuery({ ...quizQuery(quizId), refetchOnMount: 'always' });
  // The builder starts from that answer; its own saves keep it current from then on.
  const [first, setFirst] = useState<QuizCabinetView | null>(null);
  if (!first && query.data && query.isFetchedAfterMount) setFirst(query.data);
  if (!first) return <ScreenLoading title="Квиз" what="квиз" failed={query.isError ? query : undefined} />;
  return <QuizBuilder view={first} />;
}

function QuizBuilder({ view }: { view: QuizCabinetView }) {
  const editor = useQuizEditor(view);
  const tab = quizTabOf(useLocation().pathname) ?? 'landingPage';
  const { autosave } = editor;
  return (
    <>
      <div className="screen-head">
        <h1 className="cabinet-screen__title">{editor.saved.name}</h1>
        <SaveIndicator
          status={autosave.status}
          error={autosave.error}
          // A value the server refused is corrected at its field; sending it again would not help.
          onRetry={Object.keys(editor.errors).length === 0 ? () => void autosave.flush() : undefined}
          conflict={autosave.conflict}
          onRestore={autosave.restoreUnsaved}
        />
      </div>
      <QuizTabs editor={editor} />
      <ActiveTab tab={tab} editor={editor} />
    </>
  );
}

function ActiveTab({ tab, editor }: { tab: QuizTab; editor: QuizEditor }) {
  switch (tab) {
    case 'configuration':
      return <QuizConfigurationTab editor={editor} />;
    case 'landingPage':
      return <LandingPageTab editor={editor} base="" />;
    case 'questions':
      return <QuestionsTab editor={editor} base="" />;
    case 'ABTets':
      return <AbTestTab editor={editor} />;
    case 'analytics':
      return (
        <Suspense fallback={<p className="panel__hint">Загружаем аналитику…</p>}>
          <AnalyticsTab quiz={editor.saved} />
        </Suspense>
      );
  }
}

function QuizTabs({ editor }: { editor: QuizEditor }) {
  const base = `/quiz/setting/${encodeURIComponent(editor.saved._id)}`;
  const tabs = TAB_ORDER.filter((path) => path !== 'ABTets' || editor.quiz.ABTestBool);
  const title = (path: QuizTab) => QUIZ_TABS.find((candidate) => candidate.path === path)!.title;
  return (
    <nav className="cabinet-tabs" aria-label="Разделы квиза">
      {tabs.map((path) => (
        <Fragment key={path}>
          <NavLink to={`${base}/${path}`} className="cabinet-tabs__tab">
            {title(path)}
          </NavLink>
          {path === PREVIEW_AFTER ? <PreviewLink saved={editor.saved} /> : null}
        </Fragment>
      ))}
    </nav>
  );
}

/** The public page at its saved address (a custom URL still being typed may be taken). */
function PreviewLink({ saved }: { saved: QuizCabinetView }) {
  return (
    <a className="cabinet-tabs__tab" href={`/quiz/${encodeURIComponent(saved.customUrl || saved._id)}`} target="_blank" rel="noopener">
      Предпросмотр<span className="visually-hidden"> (откроется в новой вкладке)</span>
    </a>
  );
}

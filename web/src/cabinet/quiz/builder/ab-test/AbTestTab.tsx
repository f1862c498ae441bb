// 'A/B тест' (docs/contract/widget-quiz-configurator.md §2, shown while ABTestBool is on): the read-out of the test on top, then the
// variant B's landing page and questions, edited by the same editors at the JSON-pointer base '/ABTestObj'.
// Fields B leaves empty are taken from the main quiz on the public page.
import { useState } from 'react';
import { hasOwnQuestions } from '../../../../../../shared/domain/quiz/funnel';
import { variantPage } from '../../../../../quiz/StartPage';
import { ABReadout } from '../analytics/ABReadout';
import { LandingPageTab } from '../landing/LandingPageTab';
import { variantFromMain } from '../page-base';
import { PressedSwitch } from '../PressedSwitch';
import { QuestionsTab } from '../questions/QuestionsTab';
import type { QuizEditor } from '../useQuizEditor';

type Part = 'landing' | 'questions';
const PARTS = [
  { value: 'landing', label: 'Посадочная страница B' },
  { value: 'questions', label: 'Вопросы B' },
] as const;

export function AbTestTab({ editor }: { editor: QuizEditor }) {
  const [part, setPart] = useState<Part>('landing');
  const variant = editor.quiz.ABTestObj;
  return (
    <div className="ab-test-tab">
      <ABReadout quizId={editor.saved._id} />
      <section className="panel" aria-labelledby="ab-variant-title">
        <h2 id="ab-variant-title" className="panel__title">
          Вариант B
        </h2>
        <p className="panel__hint">Половина посетителей видит вариант B. Пустые поля варианта берутся из основного квиза.</p>
        {!hasOwnQuestions(variant) ? (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() =>
              editor.change((quiz) => {
                const main = variantFromMain(quiz);
                // B's filled fields stay; its questions (at most the two fixed pages a save adds) become the main ones.
                return { ...quiz, ABTestObj: { ...variantPage(main, quiz.ABTestObj), questions: main.questions ?? [] } };
              })
            }
          >
            Скопировать страницу и вопросы из основного квиза
          </button>
        ) : null}
        <PressedSwitch label="Что изменить в варианте B" className="ab-test-tab__parts" value={part} options={PARTS} onChange={setPart} />
      </section>
      {part === 'landing' ? <LandingPageTab editor={editor} base="/ABTestObj" /> : <QuestionsTab editor={editor} base="/ABTestObj" />}
    </div>
  );
}

// 'Вопросы' (and the A/B variant's, spec widget §4, §5): the questions in their order, each opened or
// hidden; add (before the two fixed ones), move up or down, delete after a confirm, which also takes the
// question's views out of the analytics (delQuestions). Fixed questions are neither moved nor deleted.
import { useState } from 'react';
import { isFixedQuestion } from '../../../../../../shared/domain/quiz/normalise';
import { fixedStart, withNewQuestion, withQuestionMoved, withQuestionRemoved } from '../../../../../../shared/domain/quiz/question-edits';
import { QUIZ_LIMITS, type Question } from '../../../../../../shared/schemas/quiz';
import { ChevronIcon, ConfirmDialog, PlusIcon, TrashIcon } from '../../../controls/Modal';
import { dropQuestionAnalytics } from '../../quiz-api';
import type { QuizUploadTarget } from '../images/quiz-image-upload';
import { MoveButtons } from '../ItemListEditor';
import { type PageBase, pageAt, withPageAt } from '../page-base';
import type { QuizEditor } from '../useQuizEditor';
import { ContactsFields, ThankYouFields } from './FixedQuestionFields';
import { OrdinaryQuestionFields } from './OrdinaryQuestionFields';
import { typeLabel } from './question-types';

export function QuestionsTab({ editor, base }: { editor: QuizEditor; base: PageBase }) {
  const questions = pageAt(editor.quiz, base).questions ?? [];
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<Question | null>(null);
  const quizId = editor.saved._id;
  const target: QuizUploadTarget = { quizId, ABTest: base === '/ABTestObj' || undefined };
  const setQuestions = (update: (questions: Question[]) => Question[]) =>
    editor.change((quiz) => withPageAt(quiz, base, (page) => ({ ...page, questions: update(page.questions ?? []) })));
  const toggle = (uid: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(uid)) next.add(uid);
      return next;
    });
  const add = () => {
    const uid = crypto.randomUUID();
    setQuestions((current) => withNewQuestion(current, uid));
    setOpen((current) => new Set(current).add(uid));
  };
  const remove = (question: Question) => {
    setDeleting(null);
    setQuestions((current) => withQuestionRemoved(current, question._uid));
    // The views of a deleted question leave the analytics; a failure there costs the clinic nothing now.
    void dropQuestionAnalytics(quizId, question.question, base === '/ABTestObj').catch(() => {});
  };
  const movable = fixedStart(questions);

  return (
    <section className="panel" aria-labelledby="questions-title">
      <h2 id="questions-title" className="panel__title">
        {base === '' ? 'Вопросы' : 'Вопросы варианта B'}
      </h2>
      <ol className="item-list__items">
        {questions.map((question, index) => (
          <QuestionCard
            key={question._uid}
            question={question}
            number={index + 1}
            open={open.has(question._uid)}
            onToggle={() => toggle(question._uid)}
            onChange={(next) => setQuestions((current) => current.map((old) => (old._uid === question._uid ? next : old)))}
            onMove={isFixedQuestion(question) ? undefined : (to) => setQuestions((current) => withQuestionMoved(current, index, to))}
            movableCount={movable}
            onDelete={isFixedQuestion(question) ? undefined : () => setDeleting(question)}
            target={target}
          />
        ))}
      </ol>
      {questions.length < QUIZ_LIMITS.questions ? (
        <button type="button" className="btn btn--secondary btn--small questions-add" onClick={add}>
          <PlusIcon /> Добавить вопрос
        </button>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Удалить вопрос?"
          text={`«${deleting.question}» и его просмотры в аналитике будут удалены.`}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

interface QuestionCardProps {
  question: Question;
  number: number;
  open: boolean;
  onToggle: () => void;
  onChange: (question: Question) => void;
  /** Absent for the fixed questions. */
  onMove: ((to: number) => void) | undefined;
  movableCount: number;
  onDelete: (() => void) | undefined;
  target: QuizUploadTarget;
}

function QuestionCard({ question, number, open, onToggle, onChange, onMove, movableCount, onDelete, target }: QuestionCardProps) {
  const bodyId = `question-body-${question._uid}`;
  const name = `вопрос ${number}`;
  return (
    <li className="item-card question-card" data-type={question.type || 'none'}>
      <div className="item-card__head">
        <button type="button" className="question-card__toggle" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <ChevronIcon open={open} />
          <span>
            {number}. {question.question || 'Без текста'} <small>· {typeLabel(question.type)}</small>
          </span>
        </button>
        {onMove ? <MoveButtons name={name} index={number - 1} count={movableCount} onMove={onMove} /> : null}
        {onDelete ? (
          <button type="button" className="icon-button" aria-label={`Удалить: ${name}`} onClick={onDelete}>
            <TrashIcon />
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={bodyId}>
          {question.type === 'contacts' ? (
            <ContactsFields question={question} onChange={onChange} target={target} />
          ) : question.type === 'ThankYouPages' ? (
            <ThankYouFields question={question} onChange={onChange} target={target} />
          ) : (
            <OrdinaryQuestionFields question={question} number={number} onChange={onChange} target={target} />
          )}
        </div>
      ) : null}
    </li>
  );
}

// 'Вопросы' (and the A/B variant's, docs/contract/widget-quiz-configurator.md §4, §5): the questions in their order, each opened or
// hidden; add (before the two fixed ones), move up or down, delete after a confirm, which also takes the
// question's views out of the analytics (delQuestions). Fixed questions are neither moved nor deleted.
// Branch rules (issue 27 §2): each variant of a choice question says where it leads; the page's rules
// are checked as the save checks them (branch-rules.ts), each problem under its rule, and a question no
// way reaches says so. Deleting a question drops the rules that led to it (the confirm names them):
// those variants go on to the next question.
import { useState } from 'react';
import { isFixedQuestion } from '../../../../../../shared/domain/quiz/normalise';
import {
  duplicateQuestionUids,
  fixedStart,
  withNewQuestion,
  withQuestionMoved,
  withQuestionRemoved,
} from '../../../../../../shared/domain/quiz/question-edits';
import {
  branchProblems,
  questionsLeadingTo,
  unreachableQuestionIds,
  withoutRulesTo,
} from '../../../../../../shared/domain/quiz/branch-rules';
import { QUIZ_LIMITS, type Question } from '../../../../../../shared/schemas/quiz';
import { ChevronIcon, ConfirmDialog, PlusIcon, TrashIcon } from '../../../controls/Modal';
import { dropQuestionAnalytics } from '../../quiz-api';
import type { QuizUploadTarget } from '../../quiz-api';
import { DragHandle, SortableList, type SortableRow, useSortableRow } from '../../../sortable/SortableList';
import { MoveButtons } from '../ItemListEditor';
import { type PageBase, pageAt, withPageAt } from '../page-base';
import type { QuizEditor } from '../useQuizEditor';
import type { Branching } from './BranchField';
import type { QuestionFieldsProps } from './editor-props';
import { editorOf, typeLabel } from './editors';
import { OrdinaryQuestionFields } from './OrdinaryQuestionFields';

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
    setQuestions((current) => withoutRulesTo(withQuestionRemoved(current, question._uid), question._uid));
    // The views of a deleted question leave the analytics; a failure there costs the clinic nothing now.
    void dropQuestionAnalytics(quizId, question, base === '/ABTestObj').catch(() => {});
  };
  const movable = fixedStart(questions);
  const duplicates = duplicateQuestionUids(questions);
  const problems = branchProblems(questions);
  const unreachable = unreachableQuestionIds(questions);
  const branchingOf = (index: number): Branching => ({
    page: questions,
    problems: new Map(problems.filter((problem) => problem.question === index).map((problem) => [problem.variant, problem.message])),
  });

  return (
    <section className="panel" aria-labelledby="questions-title">
      <h2 id="questions-title" className="panel__title">
        {base === '' ? 'Вопросы' : 'Вопросы варианта B'}
      </h2>
      <SortableList
        ids={questions.slice(0, movable).map((question) => question._uid)}
        onMove={(from, to) => setQuestions((current) => withQuestionMoved(current, from, to))}
        labelOf={(uid) => questions.find((question) => question._uid === uid)?.question || 'вопрос'}
      >
        <ol className="item-list__items">
          {questions.map((question, index) => {
            const card: QuestionCardProps = {
              question,
              number: index + 1,
              open: open.has(question._uid),
              onToggle: () => toggle(question._uid),
              onChange: (next) => setQuestions((current) => current.map((old) => (old._uid === question._uid ? next : old))),
              onMove: (to) => setQuestions((current) => withQuestionMoved(current, index, to)),
              movableCount: movable,
              duplicate: duplicates.has(question._uid),
              onDelete: () => setDeleting(question),
              target,
              branching: branchingOf(index),
              unreachable: unreachable.has(question._uid),
            };
            return isFixedQuestion(question) ? (
              <QuestionCard key={question._uid} {...card} />
            ) : (
              <SortableQuestionCard key={question._uid} {...card} />
            );
          })}
        </ol>
      </SortableList>
      {questions.length < QUIZ_LIMITS.questions ? (
        <button type="button" className="btn btn--secondary btn--small questions-add" onClick={add}>
          <PlusIcon /> Добавить вопрос
        </button>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Удалить вопрос?"
          text={deletionText(deleting, questions)}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}

/** What a delete takes along: the views, and the rules that led to the question (those answers go on in order). */
function deletionText(question: Question, questions: readonly Question[]): string {
  const leading = questionsLeadingTo(questions, question._uid);
  const rules =
    leading.length === 0
      ? ''
      : ` Переходы на него из ${leading.length === 1 ? 'вопроса' : 'вопросов'} ${leading.join(', ')} тоже будут удалены: эти ответы поведут к следующему вопросу по порядку.`;
  return `«${question.question}» и его просмотры в аналитике будут удалены.${rules}`;
}

interface QuestionCardProps {
  question: Question;
  number: number;
  open: boolean;
  onToggle: () => void;
  onChange: (question: Question) => void;
  onMove: (to: number) => void;
  movableCount: number;
  duplicate: boolean;
  onDelete: () => void;
  target: QuizUploadTarget;
  branching: Branching;
  /** No way from the first question passes this one. */
  unreachable: boolean;
  /** Ordinary questions only: the fixed ones are neither dragged, moved nor deleted. */
  sortable?: SortableRow;
}

function SortableQuestionCard(props: QuestionCardProps) {
  return <QuestionCard {...props} sortable={useSortableRow(props.question._uid)} />;
}

function QuestionCard(props: QuestionCardProps) {
  const { question, number, open, onToggle, onChange, onMove, movableCount, duplicate, onDelete, target, branching, sortable } = props;
  const bodyId = `question-body-${question._uid}`;
  const name = `вопрос ${number}`;
  return (
    <li
      ref={sortable?.setNodeRef}
      style={sortable?.style}
      className={`item-card question-card${sortable?.isDragging ? ' sortable-item--dragging' : ''}`}
      data-type={question.type || 'none'}
    >
      <div className="item-card__head">
        {sortable ? <DragHandle label={`Переместить: ${name}`} handleProps={sortable.handleProps} /> : null}
        <button type="button" className="question-card__toggle" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          <ChevronIcon open={open} />
          <span>
            {number}. {question.question || 'Без текста'} <small>· {typeLabel(question.type)}</small>
            {props.unreachable ? <small className="question-card__note"> · ни один путь сюда не ведёт</small> : null}
            {branching.problems.size > 0 ? <small className="question-card__note"> · проверьте переходы</small> : null}
          </span>
        </button>
        {sortable ? <MoveButtons name={name} index={number - 1} count={movableCount} onMove={onMove} /> : null}
        {sortable ? (
          <button type="button" className="icon-button" aria-label={`Удалить: ${name}`} onClick={onDelete}>
            <TrashIcon />
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={bodyId}>
          {isFixedQuestion(question) ? (
            <FixedFields question={question} number={number} onChange={onChange} target={target} />
          ) : (
            <OrdinaryQuestionFields
              question={question}
              number={number}
              duplicate={duplicate}
              onChange={onChange}
              target={target}
              branching={branching}
            />
          )}
        </div>
      ) : null}
    </li>
  );
}

/** A fixed question (contacts, thank-you) is edited by its type's fields alone. */
function FixedFields(props: QuestionFieldsProps) {
  const { Fields } = editorOf(props.question);
  return <Fields {...props} />;
}

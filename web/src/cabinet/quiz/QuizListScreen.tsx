// 'Мои квизы' (/quiz, docs/contract/cabinet.md §2, §4, §7): the clinic's quizzes with Скопировать, Перейти and
// Удалить (asks 'Удалить квиз?'); 'Создать квиз' makes one with the two questions of a new quiz and
// opens its landing page editor. The cabinet menu reads the same list, so it follows every change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { QuizTemplate } from '../../../../shared/domain/quiz/templates';
import type { QuizListItem } from '../../../../shared/schemas/quiz-cabinet';
import { Spinner } from '../../ui/Loader';
import { ConfirmDialog, PlusIcon, TrashIcon } from '../controls/Modal';
import { ScreenLoading } from '../controls/ScreenLoading';
import { quizSettingsPath } from '../menu';
import { copyQuiz, createQuiz, createQuizFromTemplate, deleteQuiz, quizListQuery, refreshQuizList } from './quiz-api';
import { QUIZ_TEMPLATES } from './templates/quiz-templates';
import '../controls/controls.css';
import './quiz.css';

const TITLE = 'Мои квизы';
export const NEW_QUIZ_NAME = 'Новый квиз';

/** 'Новый квиз', or 'Новый квиз 2', 3… when the clinic already has one by that name. */
export function newQuizName(quizzes: readonly Pick<QuizListItem, 'name'>[]): string {
  const names = new Set(quizzes.map((quiz) => quiz.name));
  let number = 1;
  while (names.has(number === 1 ? NEW_QUIZ_NAME : `${NEW_QUIZ_NAME} ${number}`)) number++;
  return number === 1 ? NEW_QUIZ_NAME : `${NEW_QUIZ_NAME} ${number}`;
}

const editorPath = (id: string) => quizSettingsPath(id, '');

type Busy = { id: string; action: 'copy' | 'delete' | 'template' } | { id: null; action: 'create' } | null;

export default function QuizListScreen() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const quizzes = useQuery(quizListQuery);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<QuizListItem | null>(null);

  async function run(next: NonNullable<Busy>, action: () => Promise<unknown>) {
    setBusy(next);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  }

  const create = () =>
    run({ id: null, action: 'create' }, async () => {
      const { _id } = await createQuiz(newQuizName(quizzes.data ?? []));
      await refreshQuizList(client);
      await navigate(editorPath(_id));
    });
  const fromTemplate = (template: QuizTemplate) =>
    run({ id: template.id, action: 'template' }, async () => {
      const { _id, missing } = await createQuizFromTemplate(template);
      await refreshQuizList(client);
      await navigate(editorPath(_id), { state: missing.length > 0 ? { missingServices: missing } : undefined });
    });
  const copy = (quiz: QuizListItem) =>
    run({ id: quiz._id, action: 'copy' }, async () => {
      await copyQuiz(quiz._id);
      await refreshQuizList(client);
    });
  const remove = (quiz: QuizListItem) => {
    setDeleting(null);
    return run({ id: quiz._id, action: 'delete' }, async () => {
      await deleteQuiz(quiz._id);
      await refreshQuizList(client);
    });
  };

  if (!quizzes.data) {
    return (
      <div className="cabinet-screen">
        <ScreenLoading title={TITLE} what="квизы" failed={quizzes.isError ? quizzes : undefined} />
      </div>
    );
  }

  return (
    <div className="cabinet-screen">
      <div className="screen-head">
        <h1 className="cabinet-screen__title">{TITLE}</h1>
        <button type="button" className="btn btn--primary btn--small" onClick={() => void create()} disabled={busy !== null}>
          {busy?.action === 'create' ? <Spinner /> : <PlusIcon />}
          Создать квиз
        </button>
      </div>
      <section className="quiz-templates" aria-labelledby="quiz-templates-title">
        <h2 id="quiz-templates-title" className="quiz-templates__title">
          Создать из шаблона
        </h2>
        <ul className="quiz-templates__list">
          {QUIZ_TEMPLATES.map((template) => (
            <li key={template.id}>
              <button
                type="button"
                className="quiz-templates__button"
                onClick={() => void fromTemplate(template)}
                disabled={busy !== null}
                aria-describedby={`quiz-template-${template.id}`}
              >
                {busy?.id === template.id ? <Spinner /> : null}
                {template.title}
              </button>
              <p id={`quiz-template-${template.id}`} className="quiz-templates__hint">
                {template.description}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {failure ? (
        <p className="empty-note" role="alert">
          {failure}
        </p>
      ) : null}
      {quizzes.data.length === 0 ? (
        <p className="empty-note">Квизов пока нет. Создайте первый: в нём уже будут вопрос «Контакты» и страница благодарности.</p>
      ) : (
        <ul className="quiz-list" aria-label="Квизы клиники">
          {quizzes.data.map((quiz) => (
            <QuizRow
              key={quiz._id}
              quiz={quiz}
              busy={busy?.id === quiz._id && busy.action !== 'template' ? busy.action : null}
              disabled={busy !== null}
              onCopy={() => void copy(quiz)}
              onDelete={() => setDeleting(quiz)}
            />
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title="Удалить квиз?"
          text={`«${deleting.name}» и его ссылка будут удалены. Заявки из квиза останутся в «Заявках».`}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}

interface QuizRowProps {
  quiz: QuizListItem;
  busy: 'copy' | 'delete' | 'create' | null;
  disabled: boolean;
  onCopy: () => void;
  onDelete: () => void;
}

function QuizRow({ quiz, busy, disabled, onCopy, onDelete }: QuizRowProps) {
  const name = quiz.name || 'Квиз без названия';
  const publicPath = `/quiz/${encodeURIComponent(quiz.customUrl || quiz._id)}`;
  return (
    <li className="quiz-list__item panel">
      <div className="quiz-list__about">
        <h2 className="quiz-list__name">{name}</h2>
        <a className="quiz-list__link" href={publicPath} target="_blank" rel="noreferrer">
          {quiz.customUrl ? publicPath : 'Открыть квиз'}
          <span className="visually-hidden"> (откроется в новой вкладке)</span>
        </a>
        {quiz.ABTestBool ? <span className="quiz-list__tag">A/B тест</span> : null}
      </div>
      <div className="quiz-list__actions">
        <button
          type="button"
          className="btn btn--secondary btn--small"
          onClick={onCopy}
          disabled={disabled}
          aria-label={`Скопировать квиз «${name}»`}
        >
          {busy === 'copy' ? <Spinner /> : null}
          Скопировать
        </button>
        <Link className="btn btn--primary btn--small" to={editorPath(quiz._id)} aria-label={`Перейти к квизу «${name}»`}>
          Перейти
        </Link>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          onClick={onDelete}
          disabled={disabled}
          aria-label={`Удалить квиз «${name}»`}
        >
          {busy === 'delete' ? <Spinner /> : <TrashIcon />}
          Удалить
        </button>
      </div>
    </li>
  );
}

// The builder's one edited quiz, shared by its tabs: the form's fields, the autosave (a JSON Patch
// against the last saved snapshot, with its version, docs/contract/widget-quiz-configurator.md §4), and what a refused save said
// about each field. After a 409 STALE_VERSION the fresh quiz is read and the edit merged onto it field
// by field (shared/domain/edit-merge.ts); both sides changing one field shows theirs and keeps ours aside.
// After a save the server's normalised quiz becomes the form's baseline (adopt-saved.ts).
import { useQueryClient } from '@tanstack/react-query';
import { mergeFields } from '../../../../../shared/domain/edit-merge';
import { quizFieldsOf } from '../../../../../shared/domain/quiz/quiz-fields';
import type { QuizFields } from '../../../../../shared/schemas/quiz';
import type { QuizCabinetView } from '../../../../../shared/schemas/quiz-cabinet';
import type { QuizSaved } from '../../../../../shared/schemas/quiz-save';
import type { AutosaveHandle } from '../../autosave/useAutosave';
import { useVersionedDraft, type VersionedDraftHandle } from '../../autosave/useVersionedDraft';
import { quizListQuery, quizQuery, saveQuizChanges } from '../quiz-api';
import { rebasePendingEdit } from './adopt-saved';
import { type FieldErrors, fieldErrorsOf } from './field-errors';

export interface QuizEditor {
  quiz: QuizFields;
  /** The quiz as last saved (the preview link uses its custom URL, not one still being typed). */
  saved: QuizCabinetView;
  change: (update: (quiz: QuizFields) => QuizFields) => void;
  autosave: AutosaveHandle<QuizFields>;
  /** The last refused save's messages per field path, until the next save. */
  errors: FieldErrors;
}

/** What the cabinet menu and 'Мои квизы' show of a quiz. */
const listed = (quiz: QuizFields) => JSON.stringify([quiz.name, quiz.customUrl, quiz.ABTestBool]);

export function useQuizEditor(view: QuizCabinetView): QuizEditor {
  const client = useQueryClient();
  const editor: VersionedDraftHandle<QuizCabinetView, QuizFields, QuizFields> = useVersionedDraft<
    QuizCabinetView,
    QuizFields,
    QuizFields,
    QuizSaved
  >({
    initial: view,
    query: quizQuery(view._id),
    draftOf: quizFieldsOf,
    payloadOf: (quiz) => quiz,
    merge: mergeFields,
    rebuild: (next) => next,
    versionOf: (quiz) => quiz.version,
    versionOfAnswer: (answer) => answer.version,
    // Another tab of this quiz saved: this one shows it without a reload.
    sharedAs: `quiz:${view._id}`,
    // A patch against the copy the edit is based on, the snapshot (as loaded, saved, or read after a 409).
    save: (edited, { keepalive, version }) => saveQuizChanges({ ...editor.now().server, version }, edited, keepalive),
    viewOfAnswer: ({ analyticsReset: _reset, ...answer }) => answer,
    onSaved: ({ analyticsReset: _reset, ...answer }, sent, _latest, before) => {
      const stored = quizFieldsOf(answer);
      // Against the form as it is now (a click may not have reached the autosave yet): an edit made
      // meanwhile is rebased onto the stored quiz and saved next.
      editor.adopt(answer, (current) => rebasePendingEdit(sent, current, stored));
      if (before && listed(quizFieldsOf(before)) !== listed(stored)) void client.invalidateQueries({ queryKey: quizListQuery.queryKey });
    },
  });
  const { draft: quiz, server: saved, update, autosave } = editor;
  const errors = autosave.status === 'error' ? fieldErrorsOf(autosave.error) : {};
  return { quiz, saved, change: update, autosave, errors };
}

// The builder's one edited quiz, shared by its tabs: the form's fields, the autosave (a JSON Patch
// against the last saved snapshot, with its version, spec widget §4), and what a refused save said
// about each field. After a 409 STALE_VERSION the fresh quiz is read and the edit merged onto it field
// by field (shared/domain/edit-merge.ts); both sides changing one field shows theirs and keeps ours aside.
// After a save the server's normalised quiz becomes the form's baseline (adopt-saved.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mergeFields } from '../../../../../shared/domain/edit-merge';
import { quizFieldsOf } from '../../../../../shared/domain/quiz/quiz-fields';
import type { QuizFields } from '../../../../../shared/schemas/quiz';
import type { QuizCabinetView } from '../../../../../shared/schemas/quiz-cabinet';
import type { QuizSaved } from '../../../../../shared/schemas/quiz-save';
import { useAutosave, type AutosaveHandle } from '../../autosave/useAutosave';
import { fetchQuiz, quizListQuery, quizQuery, saveQuizChanges } from '../quiz-api';
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
  const [quiz, setQuiz] = useState<QuizFields>(() => quizFieldsOf(view));
  const [saved, setSaved] = useState(view);
  // The snapshot the next patch is made against; a ref, as the save runs outside React's render.
  const snapshot = useRef(view);
  const keep = (next: QuizCabinetView) => {
    snapshot.current = next;
    setSaved(next);
    client.setQueryData(quizQuery(view._id).queryKey, next);
  };

  const autosave = useAutosave<QuizFields, QuizSaved>({
    value: quiz,
    // Another tab of this quiz saved: this one shows it without a reload.
    sharedAs: `quiz:${view._id}`,
    save: (edited, { keepalive, version = snapshot.current.version }) =>
      saveQuizChanges({ ...snapshot.current, version }, edited, keepalive),
    versioning: {
      version: view.version,
      versionOf: (answer) => answer.version,
      fetchFresh: async () => {
        const fresh = await fetchQuiz(view._id);
        keep(fresh);
        return { value: quizFieldsOf(fresh), version: fresh.version };
      },
      merge: mergeFields,
      onRebase: (next) => setQuiz(next),
    },
    onSaved: ({ analyticsReset: _reset, ...answer }, sent) => {
      const before = snapshot.current;
      keep(answer);
      const stored = quizFieldsOf(answer);
      autosave.reset(stored, answer.version);
      // Against the form as React has it (a click may not have reached the autosave yet); a fresh
      // object, so the form's effect hands it to the autosave and an edit made meanwhile is saved next.
      setQuiz((current) => ({ ...rebasePendingEdit(sent, current, stored) }));
      if (listed(quizFieldsOf(before)) !== listed(quizFieldsOf(answer)))
        void client.invalidateQueries({ queryKey: quizListQuery.queryKey });
    },
  });

  const errors = autosave.status === 'error' ? fieldErrorsOf(autosave.error) : {};
  return { quiz, saved, change: setQuiz, autosave, errors };
}

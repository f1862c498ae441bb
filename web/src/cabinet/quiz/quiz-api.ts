// Server state of the quizzes (docs/contract/cabinet.md §2 'Мои квизы', §7): the list (also the cabinet menu's),
// create, copy and delete; for the builder, the save as a JSON Patch, Аналитика, and image uploads.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  quizImageConfirm,
  quizImageUpload,
  quizAnalyticsDeleteQuestion,
  quizAnalyticsRead,
  quizAnalyticsReset,
  quizCreate,
  quizDelete,
  quizGet,
  quizList,
  quizSave,
} from '../../../../shared/api/quiz';
import type { DayRange } from '../../../../shared/domain/quiz/analytics-periods';
import { quizCopyOf } from '../../../../shared/domain/quiz/copy';
import { missingTemplateServices, type QuizTemplate, quizFromTemplate } from '../../../../shared/domain/quiz/templates';
import type { Question, QuizFields } from '../../../../shared/schemas/quiz';
import type { QuizCabinetView, QuizListItem } from '../../../../shared/schemas/quiz-cabinet';
import { imageMessages } from '../../../../shared/schemas/images';
import { ApiError, api } from '../../api/client';
import { storageMessage } from '../images/images-api';
import { fetchSetting } from '../services/services-api';

export type QuizSummary = Pick<QuizListItem, '_id' | 'name'>;

export const quizListQuery = queryOptions({
  queryKey: ['quiz', 'all'],
  queryFn: ({ signal }) => api.call(quizList, { signal }),
});

/** The list changed: the screen and the menu read it again. */
export const refreshQuizList = (client: QueryClient) => client.invalidateQueries({ queryKey: quizListQuery.queryKey });

/** A new quiz: the server gives it the two questions of a new quiz (Контакты and the thank-you page). */
export function createQuiz(name: string) {
  return api.call(quizCreate, { body: { name } });
}

/** A quiz from a template, its rules linked to this clinic's services by name (shared/domain/quiz/templates.ts). */
export async function createQuizFromTemplate(template: QuizTemplate) {
  const { servicesList } = await fetchSetting();
  const created = await api.call(quizCreate, { body: quizFromTemplate(template, servicesList) });
  return { ...created, missing: missingTemplateServices(template.rules, servicesList) };
}

/** A copy of the whole quiz (shared/domain/quiz/copy.ts). */
export async function copyQuiz(id: string) {
  const quiz = await api.call(quizGet, { query: { id } });
  return api.call(quizCreate, { body: quizCopyOf(quiz) });
}

export function deleteQuiz(id: string) {
  return api.call(quizDelete, { body: { id } });
}

// ── The builder (docs/contract/widget-quiz-configurator.md §4, §7) ──

/** One quiz whole, with the version its next save is based on. */
export const quizQuery = (id: string) =>
  queryOptions({
    queryKey: ['quiz', 'one', id],
    queryFn: ({ signal }) => api.call(quizGet, { query: { id }, signal }),
  });

/**
 * The builder's autosave: the changes since the last saved quiz as a JSON Patch, based on its version.
 * The diff library loads with the first save, not with the cabinet menu that shares this file.
 */
export async function saveQuizChanges(saved: QuizCabinetView, edited: QuizFields, keepalive = false) {
  const { quizPatchOf } = await import('../../../../shared/domain/quiz/patch');
  return api.call(quizSave, { body: { _id: saved._id, version: saved.version, compare: quizPatchOf(saved, edited) }, keepalive });
}

/** Аналитика of a period (shared/domain/quiz/analytics-periods.ts), or of every counted day. */
export const quizAnalyticsQuery = (id: string, period?: DayRange) =>
  queryOptions({
    queryKey: ['quiz', 'analytics', id, period?.from ?? '', period?.to ?? ''],
    queryFn: ({ signal }) => api.call(quizAnalyticsRead, { query: { id, ...period }, signal }),
  });

export function resetQuizAnalytics(quizId: string) {
  return api.call(quizAnalyticsReset, { body: { quizId } });
}

/** A deleted question's counts leave the analytics (ABTest: a question of the A/B variant). */
export function dropQuestionAnalytics(quizId: string, question: Pick<Question, '_uid' | 'question'>, ABTest = false) {
  return api.call(quizAnalyticsDeleteQuestion, { body: { quizId, questionDel: question.question, questionId: question._uid, ABTest } });
}

// A quiz image or video (docs/contract/widget-quiz-configurator.md §7 'quiz/img'): a presigned POST asked for the quiz, the file sent
// straight to S3 with XMLHttpRequest (fetch reports no upload progress), then confirmed by the server,
// which checks the real type by content and answers the stored name.
export interface QuizUploadTarget {
  quizId: string;
  /** For mobileVersionQuiz; for the A/B variant (ABTestObj). */
  mobileVersion?: boolean;
  ABTest?: boolean;
}

/** Uploads one file for a quiz; `onProgress` gets the sent share (0…1). Answers the stored name. */
export async function uploadQuizFile(target: QuizUploadTarget, file: File, onProgress: (share: number) => void): Promise<string> {
  const ticket = await api.call(quizImageUpload, {
    body: { id: target.quizId, contentType: file.type, size: file.size, mobileVersion: target.mobileVersion, ABTest: target.ABTest },
  });
  const form = new FormData();
  for (const [key, value] of Object.entries(ticket.fields)) form.append(key, value);
  form.append('file', file);
  await postWithProgress(ticket.url, form, onProgress);
  const confirmed = await api.call(quizImageConfirm, { body: { name: ticket.name } });
  return confirmed.name;
}

function postWithProgress(url: string, form: FormData, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new ApiError(request.status, undefined, [storageMessage(request.responseText)]));
    });
    request.addEventListener('error', () => reject(new ApiError(0, undefined, [imageMessages.failed])));
    request.send(form);
  });
}

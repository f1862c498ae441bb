// A quiz image or video (spec widget §7 'quiz/img'): a presigned POST asked for the quiz, the file sent
// straight to S3 with XMLHttpRequest (fetch reports no upload progress), then confirmed by the server,
// which checks the real type by content and answers the stored name.
import { quizImageConfirm, quizImageUpload } from '../../../../../../shared/api/quiz';
import { imageMessages } from '../../../../../../shared/schemas/images';
import { ApiError, api } from '../../../../api/client';
import { storageMessage } from '../../../images/images-api';

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

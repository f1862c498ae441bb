// One image (or video) of a quiz: pick a file, checked here with the shared rule before anything is
// sent (the server checks again), uploaded with a progress bar, shown as a thumbnail, removable.
// Every action is a button, so the field works from the keyboard; a refusal is said at the field.
import { useRef, useState } from 'react';
import { isStraightLoading, isVideoName } from '../../../../../../shared/domain/progressive-images';
import { QUIZ_FILE_KINDS, type QuizFileKinds, quizFileProblems } from '../../../../../../shared/schemas/quiz-images';
import { IMAGE_CONTENT_TYPES } from '../../../../../../shared/schemas/images';
import { imageUrl } from '../../../../../quiz/image-url';
import { ApiError } from '../../../../api/client';
import { type QuizUploadTarget, uploadQuizFile } from '../../quiz-api';

interface QuizImageFieldProps {
  label: string;
  value: string | undefined;
  onChange: (name: string | undefined) => void;
  target: QuizUploadTarget;
  kinds?: QuizFileKinds;
  hint?: string;
}

const FAILED = 'Не удалось загрузить файл. Попробуйте ещё раз';

export function QuizImageField({ label, value, onChange, target, kinds = 'picture', hint }: QuizImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  const upload = async (file: File) => {
    const problem = quizFileProblems(file, kinds)[0];
    if (problem) return setError(problem.message);
    setError(null);
    setProgress(0);
    try {
      onChange(await uploadQuizFile(target, file, (share) => setProgress(Math.round(share * 100))));
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.messages[0] || FAILED : FAILED);
    } finally {
      setProgress(null);
    }
  };

  return (
    <fieldset className="quiz-image-field">
      <legend className="field__label">{label}</legend>
      <div className="quiz-image-field__box">
        {value ? <Thumbnail name={value} /> : <span className="quiz-image-field__empty">Нет файла</span>}
        <div className="quiz-image-field__actions">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-label={`${value ? 'Заменить' : 'Загрузить'}: ${label}`}
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            {value ? 'Заменить' : 'Загрузить'}
          </button>
          {value && !uploading ? (
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={`Удалить: ${label}`}
              onClick={() => {
                setError(null);
                onChange(undefined);
              }}
            >
              Удалить
            </button>
          ) : null}
        </div>
      </div>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="quiz-image-input"
        accept={acceptOf(kinds)}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {uploading ? <progress className="quiz-image-field__progress" aria-label={`Загрузка: ${label}`} max={100} value={progress} /> : null}
      {hint && !error ? <span className="field__hint">{hint}</span> : null}
      {error ? (
        <span className="field__error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

function acceptOf(kinds: QuizFileKinds): string {
  return QUIZ_FILE_KINDS[kinds].map((kind) => IMAGE_CONTENT_TYPES[kind]).join(',');
}

function Thumbnail({ name }: { name: string }) {
  if (isVideoName(name)) return <video className="quiz-image-field__thumb" src={imageUrl(name)} muted playsInline aria-label="Видео" />;
  return <img className="quiz-image-field__thumb" src={imageUrl(name, isStraightLoading(name) ? undefined : '0.25')} alt="" />;
}

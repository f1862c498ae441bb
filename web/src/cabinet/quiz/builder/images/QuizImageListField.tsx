// Up to `max` images of one place (a right section's pictures): each removable or replaceable, and a
// free slot to add the next while there is room.
import type { QuizFileKinds } from '../../../../../../shared/schemas/quiz-images';
import type { QuizUploadTarget } from '../../quiz-api';
import { QuizImageField } from './QuizImageField';

interface QuizImageListFieldProps {
  label: string;
  names: readonly string[];
  max: number;
  onChange: (names: string[]) => void;
  target: QuizUploadTarget;
  kinds?: QuizFileKinds;
}

export function QuizImageListField({ label, names, max, onChange, target, kinds }: QuizImageListFieldProps) {
  const replace = (at: number, name: string | undefined) =>
    onChange(name === undefined ? names.filter((_, index) => index !== at) : names.map((old, index) => (index === at ? name : old)));
  return (
    <div className="quiz-image-list">
      {names.map((name, at) => (
        <QuizImageField
          key={name}
          label={`${label} ${at + 1}`}
          value={name}
          target={target}
          kinds={kinds}
          onChange={(next) => replace(at, next)}
        />
      ))}
      {names.length < max ? (
        <QuizImageField
          key={`free-${names.length}`}
          label={`${label} ${names.length + 1}`}
          value={undefined}
          target={target}
          kinds={kinds}
          onChange={(next) => next && onChange([...names, next])}
        />
      ) : null}
    </div>
  );
}

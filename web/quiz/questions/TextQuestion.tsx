// text, email and textarea (the default type) questions.
import type { Question } from '../../../shared/schemas/quiz';

interface Props {
  question: Question;
  value: string;
  invalid: boolean;
  message: string | undefined;
  onChange: (value: string) => void;
}

export function TextQuestion({ question, value, invalid, message, onChange }: Props) {
  const errorId = `${question._uid}-error`;
  const common = {
    id: `${question._uid}-field`,
    className: `qz-input${invalid ? ' qz-flash' : ''}`,
    value,
    placeholder: question.placeholder || 'Ваш ответ',
    'aria-label': question.question,
    'aria-invalid': invalid,
    'aria-describedby': invalid ? errorId : undefined,
    maxLength: 3000,
  };
  return (
    <div className="qz-field">
      {question.type === 'text' || question.type === 'email' ? (
        <input
          {...common}
          type={question.type}
          autoComplete={question.type === 'email' ? 'email' : 'off'}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      )}
      {invalid && message && (
        <p id={errorId} className="qz-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}

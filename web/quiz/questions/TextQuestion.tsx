// text, email, textarea and the untyped question (a textarea, docs/contract/widget-quiz-configurator.md §3): the field shows its own problem.
import type { QuestionOf } from '../../../shared/schemas/quiz';
import { textOf } from '../answers';
import type { QuestionBodyProps } from './body-props';

export function TextQuestion({ question, answers, problem, onAnswer }: QuestionBodyProps<QuestionOf<'' | 'text' | 'email' | 'textarea'>>) {
  const invalid = problem !== null;
  const errorId = `${question._uid}-error`;
  const common = {
    id: `${question._uid}-field`,
    className: `qz-input${invalid ? ' qz-flash' : ''}`,
    value: textOf(answers, question),
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
          onChange={(event) => onAnswer(event.target.value)}
        />
      ) : (
        <textarea {...common} rows={4} onChange={(event) => onAnswer(event.target.value)} />
      )}
      {problem?.message && (
        <p id={errorId} className="qz-error" role="alert">
          {problem.message}
        </p>
      )}
    </div>
  );
}

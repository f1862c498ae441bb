// select (docs/contract/widget-quiz-configurator.md §3): the variants in a drop-down list; the choice is kept as a one-item list.
import type { QuestionOf } from '../../../shared/schemas/quiz';
import { choicesOf } from '../answers';
import type { QuestionBodyProps } from './body-props';

export function SelectQuestion({ question, answers, problem, onAnswer }: QuestionBodyProps<QuestionOf<'select'>>) {
  const invalid = problem !== null;
  return (
    <select
      className={`qz-select${invalid ? ' qz-flash' : ''}`}
      aria-label={question.question}
      aria-invalid={invalid}
      value={choicesOf(answers, question)[0] ?? ''}
      onChange={(event) => onAnswer(event.target.value ? [event.target.value] : [])}
    >
      <option value="">{question.placeholder || 'Выберите вариант'}</option>
      {(question.variants ?? []).map((variant) => (
        <option key={variant.text} value={variant.text}>
          {variant.text}
        </option>
      ))}
    </select>
  );
}

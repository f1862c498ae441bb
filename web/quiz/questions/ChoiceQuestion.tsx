// radio, checkbox, radio-img and checkbox-img (docs/contract/widget-quiz-configurator.md §3): a radio answer moves on by itself after
// a short pause (docs/contract/widget-quiz-configurator.md §4), a checkbox answer waits for 'Далее'. One or several, with pictures or not:
// the type's kind (question-kinds.ts) says.
import type { QuestionOf } from '../../../shared/schemas/quiz';
import { questionKinds } from '../../../shared/domain/quiz/question-kinds';
import { typograph } from '../../../shared/domain/typography';
import { choicesOf } from '../answers';
import { ProgressiveImage } from '../ProgressiveImage';
import type { QuestionBodyProps } from './body-props';

type ChoiceType = 'radio' | 'checkbox' | 'radio-img' | 'checkbox-img';

export function ChoiceQuestion({ question, answers, problem, onAnswer, onPicked }: QuestionBodyProps<QuestionOf<ChoiceType>>) {
  const variants = question.variants ?? [];
  const chosen = choicesOf(answers, question);
  const { multiple, images } = questionKinds[question.type].choice;
  const pick = (text: string) => {
    if (!multiple) {
      onAnswer([text]);
      onPicked();
    } else onAnswer(chosen.includes(text) ? chosen.filter((value) => value !== text) : [...chosen, text]);
  };
  return (
    <fieldset
      className={`qz-choices${images ? ' qz-choices-img' : ''}${question.vertical ? ' qz-vertical' : ''}${problem ? ' qz-flash' : ''}`}
    >
      <legend className="qz-sr">{question.question}</legend>
      {variants.map((variant, index) => (
        <label key={variant.text} className="qz-choice" style={{ animationDelay: `${index * 75}ms` }}>
          {images && variant.img && <ProgressiveImage name={variant.img} width={250} height={180} lazy />}
          <span className="qz-choice-row">
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={question._uid}
              checked={chosen.includes(variant.text)}
              onChange={() => pick(variant.text)}
            />
            <span>{typograph(variant.text)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

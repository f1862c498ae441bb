// radio, checkbox, radio-img, checkbox-img and select (spec widget §3): a radio answer moves on by
// itself after a short pause (spec §4), a checkbox answer waits for 'Далее'.
import type { Question } from '../../../shared/schemas/quiz';
import { typograph } from '../../../shared/domain/typography';
import { ProgressiveImage } from '../ProgressiveImage';

interface Props {
  question: Question;
  chosen: string[];
  invalid: boolean;
  onChange: (chosen: string[]) => void;
  onPicked: () => void;
}

export function ChoiceQuestion({ question, chosen, invalid, onChange, onPicked }: Props) {
  const variants = question.variants ?? [];
  if (question.type === 'select') {
    return (
      <select
        className={`qz-select${invalid ? ' qz-flash' : ''}`}
        aria-label={question.question}
        aria-invalid={invalid}
        value={chosen[0] ?? ''}
        onChange={(event) => onChange(event.target.value ? [event.target.value] : [])}
      >
        <option value="">{question.placeholder || 'Выберите вариант'}</option>
        {variants.map((variant) => (
          <option key={variant.text} value={variant.text}>
            {variant.text}
          </option>
        ))}
      </select>
    );
  }
  const multiple = question.type === 'checkbox' || question.type === 'checkbox-img';
  const withImages = question.type.endsWith('-img');
  const pick = (text: string) => {
    if (!multiple) {
      onChange([text]);
      onPicked();
    } else onChange(chosen.includes(text) ? chosen.filter((value) => value !== text) : [...chosen, text]);
  };
  return (
    <fieldset
      className={`qz-choices${withImages ? ' qz-choices-img' : ''}${question.vertical ? ' qz-vertical' : ''}${invalid ? ' qz-flash' : ''}`}
    >
      <legend className="qz-sr">{question.question}</legend>
      {variants.map((variant, index) => (
        <label key={variant.text} className="qz-choice" style={{ animationDelay: `${index * 75}ms` }}>
          {withImages && variant.img && <ProgressiveImage name={variant.img} width={250} height={180} lazy />}
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

// An ordinary question's fields: text, type, explanation, and by type the placeholder, the skip option,
// the variants (with pictures for the *-img types) or the information picture.
import {
  canSkip,
  hasPlaceholder,
  hasVariantImages,
  hasVariants,
  withQuestionType,
} from '../../../../../../shared/domain/quiz/question-edits';
import { QUIZ_LIMITS, type Question, type Variant } from '../../../../../../shared/schemas/quiz';
import { TextField } from '../../../../ui/TextField';
import { QuizImageField } from '../images/QuizImageField';
import type { QuizUploadTarget } from '../../quiz-api';
import { ItemListEditor } from '../ItemListEditor';
import { withField } from '../page-base';
import { TextAreaField } from '../TextAreaField';
import { CheckField, SelectField } from './fields';
import { ORDINARY_TYPE_LABELS } from './question-types';

interface QuestionFieldsProps {
  question: Question;
  number: number;
  /** Another question has this text: the save would keep only the first. */
  duplicate?: boolean;
  onChange: (question: Question) => void;
  target: QuizUploadTarget;
}

export function OrdinaryQuestionFields({ question, number, duplicate, onChange, target }: QuestionFieldsProps) {
  const { type } = question;
  return (
    <div className="question-fields">
      <TextField
        label={`Текст вопроса ${number}`}
        value={question.question}
        maxLength={QUIZ_LIMITS.text}
        error={duplicate ? 'Вопрос с таким текстом уже есть: измените текст, иначе сохранится только первый' : undefined}
        onChange={(value) => onChange({ ...question, question: value })}
      />
      <SelectField
        label={`Тип вопроса ${number}`}
        value={type}
        options={ORDINARY_TYPE_LABELS}
        onChange={(next) => onChange(withQuestionType(question, next))}
      />
      <TextAreaField
        label={`Пояснение к вопросу ${number}`}
        value={question.paragraph ?? ''}
        maxLength={QUIZ_LIMITS.longText}
        onChange={(value) => onChange(withField(question, 'paragraph', value))}
      />
      {hasPlaceholder(type) ? (
        <TextField
          label={`Подсказка в поле ответа ${number}`}
          value={question.placeholder ?? ''}
          maxLength={QUIZ_LIMITS.text}
          onChange={(value) => onChange(withField(question, 'placeholder', value))}
        />
      ) : null}
      {type === 'information' ? (
        <QuizImageField
          label={`Картинка вопроса ${number}`}
          value={question.information}
          target={target}
          onChange={(name) => onChange(withField(question, 'information', name))}
        />
      ) : null}
      {hasVariants(type) ? <VariantsFields question={question} number={number} onChange={onChange} target={target} /> : null}
      {canSkip(type) ? (
        <CheckField
          label="Вопрос можно пропустить"
          checked={question.skip ?? false}
          onChange={(skip) => onChange(withField(question, 'skip', skip || undefined))}
        />
      ) : null}
    </div>
  );
}

function VariantsFields({ question, number, onChange, target }: QuestionFieldsProps) {
  const withImages = hasVariantImages(question.type);
  return (
    <fieldset className="question-variants">
      <legend className="field__label">Варианты ответа</legend>
      <ItemListEditor<Variant>
        itemName={`Вариант (вопрос ${number})`}
        addLabel="Добавить вариант"
        items={question.variants ?? []}
        max={QUIZ_LIMITS.variants}
        newItem={() => ({ text: '' })}
        onChange={(variants) => onChange({ ...question, variants })}
        renderItem={(variant, update, index) => (
          <div className="form-grid">
            <TextField
              label={`Вариант ${index + 1} вопроса ${number}`}
              value={variant.text}
              maxLength={QUIZ_LIMITS.text}
              onChange={(text) => update({ ...variant, text })}
            />
            {withImages ? (
              <QuizImageField
                label={`Картинка варианта ${index + 1} вопроса ${number}`}
                value={variant.img}
                target={target}
                onChange={(img) => update(withField(variant, 'img', img))}
              />
            ) : null}
          </div>
        )}
      />
      {question.type !== 'select' ? (
        <CheckField
          label="Варианты столбцом"
          checked={question.vertical ?? false}
          onChange={(vertical) => onChange(withField(question, 'vertical', vertical || undefined))}
        />
      ) : null}
    </fieldset>
  );
}

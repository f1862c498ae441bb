// The variants of a choice question (radio, checkbox, their picture types, select): each variant's
// text, its picture where the type shows pictures, where it leads (issue 27 §2), and 'Варианты столбцом'
// where the type lays them out.
import { hasVariantImages } from '../../../../../../shared/domain/quiz/question-edits';
import { QUIZ_LIMITS, type QuestionOf, type Variant } from '../../../../../../shared/schemas/quiz';
import { TextField } from '../../../../ui/TextField';
import { QuizImageField } from '../images/QuizImageField';
import { ItemListEditor } from '../ItemListEditor';
import { withField } from '../page-base';
import { BranchField } from './BranchField';
import type { QuestionFieldsProps } from './editor-props';
import { CheckField } from './fields';

type ChoiceQuestion = QuestionOf<'select' | 'radio' | 'checkbox' | 'radio-img' | 'checkbox-img'>;

/** The variants of a question laid out on the page: they may stand in a column. */
export function VariantsFields(props: QuestionFieldsProps<QuestionOf<'radio' | 'checkbox' | 'radio-img' | 'checkbox-img'>>) {
  const { question, onChange } = props;
  return (
    <VariantList {...props}>
      <CheckField
        label="Варианты столбцом"
        checked={question.vertical ?? false}
        onChange={(vertical) => onChange(withField(question, 'vertical', vertical || undefined))}
      />
    </VariantList>
  );
}

/** A select's variants: a drop-down list has no layout to choose. */
export function SelectVariantsFields(props: QuestionFieldsProps<QuestionOf<'select'>>) {
  return <VariantList {...props} />;
}

function VariantList({
  question,
  number,
  onChange,
  target,
  branching,
  children,
}: QuestionFieldsProps<ChoiceQuestion> & { children?: React.ReactNode }) {
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
            {branching ? (
              <BranchField
                question={question}
                label={`Переход после варианта ${index + 1} вопроса ${number}`}
                goTo={variant.goTo}
                branching={branching}
                error={branching.problems.get(index)}
                onChange={(goTo) => update(withField(variant, 'goTo', goTo))}
              />
            ) : null}
          </div>
        )}
      />
      {children}
    </fieldset>
  );
}

// An ordinary question's fields: text, type and explanation, then what its type has (editors.ts: the
// placeholder, the variants with or without pictures, the information picture), and the skip option.
import { kindOf } from '../../../../../../shared/domain/quiz/question-kinds';
import { withQuestionType } from '../../../../../../shared/domain/quiz/question-edits';
import { QUIZ_LIMITS, type Question } from '../../../../../../shared/schemas/quiz';
import { TextField } from '../../../../ui/TextField';
import { withField } from '../page-base';
import { TextAreaField } from '../../../../ui/TextAreaField';
import type { QuestionFieldsProps } from './editor-props';
import { editorOf, ORDINARY_TYPE_LABELS } from './editors';
import { CheckField, SelectField } from './fields';

interface OrdinaryFieldsProps extends QuestionFieldsProps {
  /** Another question has this text: the save would keep only the first. */
  duplicate?: boolean;
}

export function OrdinaryQuestionFields({ question, number, duplicate, onChange, target, branching }: OrdinaryFieldsProps) {
  const { Fields } = editorOf(question);
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
        value={question.type}
        options={ORDINARY_TYPE_LABELS}
        onChange={(next) => onChange(withQuestionType(question, next))}
      />
      <TextAreaField
        label={`Пояснение к вопросу ${number}`}
        value={question.paragraph ?? ''}
        maxLength={QUIZ_LIMITS.longText}
        onChange={(value) => onChange(withField(question, 'paragraph', value))}
      />
      <Fields question={question} number={number} onChange={onChange} target={target} branching={branching} />
      {kindOf(question).skippable ? <SkipField question={question as SkippableQuestion} onChange={onChange} /> : null}
    </div>
  );
}

type SkippableQuestion = Extract<Question, { skip?: boolean }>;

function SkipField({ question, onChange }: { question: SkippableQuestion; onChange: (question: Question) => void }) {
  return (
    <CheckField
      label="Вопрос можно пропустить"
      checked={question.skip ?? false}
      onChange={(skip) => onChange(withField(question, 'skip', skip || undefined))}
    />
  );
}

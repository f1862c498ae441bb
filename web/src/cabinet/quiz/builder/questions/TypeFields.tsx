// The small per-type parts of an ordinary question's fields: the placeholder of a typed answer, the
// picture of an information page, and nothing (the tooth chart has no settings).
import { QUIZ_LIMITS, type QuestionOf } from '../../../../../../shared/schemas/quiz';
import { TextField } from '../../../../ui/TextField';
import { QuizImageField } from '../images/QuizImageField';
import { withField } from '../page-base';
import type { QuestionFieldsProps } from './editor-props';

export function PlaceholderField({ question, number, onChange }: QuestionFieldsProps<QuestionOf<'' | 'text' | 'email' | 'textarea'>>) {
  return (
    <TextField
      label={`Подсказка в поле ответа ${number}`}
      value={question.placeholder ?? ''}
      maxLength={QUIZ_LIMITS.text}
      onChange={(value) => onChange(withField(question, 'placeholder', value))}
    />
  );
}

export function InformationFields({ question, number, onChange, target }: QuestionFieldsProps<QuestionOf<'information'>>) {
  return (
    <QuizImageField
      label={`Картинка вопроса ${number}`}
      value={question.information}
      target={target}
      onChange={(name) => onChange(withField(question, 'information', name))}
    />
  );
}

export function NoFields(_props: QuestionFieldsProps) {
  return null;
}

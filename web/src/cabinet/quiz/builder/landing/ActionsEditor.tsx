// The clinic's offers (docs/contract/widget-quiz-configurator.md §3 "Action item"): a header, a text and a picture each.
import { type Action, QUIZ_LIMITS } from '../../../../../../shared/schemas/quiz';
import { TextField } from '../../../../ui/TextField';
import { QuizImageField } from '../images/QuizImageField';
import type { QuizUploadTarget } from '../../quiz-api';
import { ItemListEditor } from '../ItemListEditor';
import { withField } from '../page-base';
import { TextAreaField } from '../../../../ui/TextAreaField';

interface ActionsEditorProps {
  actions: readonly Action[];
  onChange: (actions: Action[]) => void;
  target: QuizUploadTarget;
  suffix?: string;
}

export function ActionsEditor({ actions, onChange, target, suffix = '' }: ActionsEditorProps) {
  return (
    <ItemListEditor<Action>
      itemName={`Акция${suffix}`}
      addLabel="Добавить акцию"
      items={actions}
      max={QUIZ_LIMITS.actions}
      newItem={() => ({})}
      onChange={onChange}
      renderItem={(action, update, index) => (
        <div className="form-grid">
          <TextField
            label={`Заголовок акции ${index + 1}${suffix}`}
            value={action.header ?? ''}
            maxLength={QUIZ_LIMITS.text}
            onChange={(value) => update(withField(action, 'header', value))}
          />
          <TextAreaField
            label={`Текст акции ${index + 1}${suffix}`}
            value={action.paragraph ?? ''}
            maxLength={QUIZ_LIMITS.longText}
            onChange={(value) => update(withField(action, 'paragraph', value))}
          />
          <QuizImageField
            label={`Картинка акции ${index + 1}${suffix}`}
            value={action.img}
            target={target}
            onChange={(img) => update(withField(action, 'img', img))}
          />
        </div>
      )}
    />
  );
}

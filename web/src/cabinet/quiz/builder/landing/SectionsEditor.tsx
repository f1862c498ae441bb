// Right sections (docs/contract/widget-quiz-configurator.md §3 "Right-section item"): a title, a subtitle, up to 4 images or one
// video, and the height as a share of the screen.
import { isVideoName } from '../../../../../../shared/domain/progressive-images';
import { QUIZ_LIMITS, type RightSection } from '../../../../../../shared/schemas/quiz';
import { TextField } from '../../../../ui/TextField';
import { QuizImageListField } from '../images/QuizImageListField';
import type { QuizUploadTarget } from '../../quiz-api';
import { ItemListEditor } from '../ItemListEditor';
import { withField } from '../page-base';

interface SectionsEditorProps {
  sections: readonly RightSection[];
  onChange: (sections: RightSection[]) => void;
  target: QuizUploadTarget;
  /** Tells the mobile version's fields from the desktop ones ('Блок 1 на телефоне'). */
  suffix?: string;
}

const newSection = (): RightSection => ({ img: [], countImg: 0, height: 100 });

/** One video fills its section alone; otherwise up to 4 pictures. */
const mediaRoom = (names: readonly string[]) => (names.some(isVideoName) ? names.length : QUIZ_LIMITS.imagesPerSection);

export function SectionsEditor({ sections, onChange, target, suffix = '' }: SectionsEditorProps) {
  return (
    <ItemListEditor
      itemName={`Блок${suffix}`}
      addLabel="Добавить блок"
      items={sections}
      max={QUIZ_LIMITS.rightSections}
      newItem={newSection}
      onChange={onChange}
      renderItem={(section, update, index) => (
        <div className="form-grid">
          <TextField
            label={`Заголовок блока ${index + 1}${suffix}`}
            value={section.title ?? ''}
            maxLength={QUIZ_LIMITS.text}
            onChange={(value) => update(withField(section, 'title', value))}
          />
          <TextField
            label={`Подзаголовок блока ${index + 1}${suffix}`}
            value={section.subTitle ?? ''}
            maxLength={QUIZ_LIMITS.text}
            onChange={(value) => update(withField(section, 'subTitle', value))}
          />
          <TextField
            label={`Высота блока ${index + 1}${suffix}, % экрана`}
            type="number"
            min={0}
            max={100}
            inputMode="numeric"
            value={String(section.height ?? 100)}
            onChange={(value) => update({ ...section, height: Math.max(0, Math.min(100, Number(value) || 0)) })}
          />
          <QuizImageListField
            label={`Картинка блока ${index + 1}${suffix}`}
            names={section.img}
            max={mediaRoom(section.img)}
            kinds={section.img.length === 0 ? 'media' : 'picture'}
            target={target}
            onChange={(img) => update({ ...section, img, countImg: img.length })}
          />
        </div>
      )}
    />
  );
}

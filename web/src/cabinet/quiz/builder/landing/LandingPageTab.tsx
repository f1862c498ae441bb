// 'Посадочная страница' (and the A/B variant's, docs/contract/widget-quiz-configurator.md §2): the start page's texts, the logo and
// its scale, the right sections and the actions, for the computer or (switch) the phone version, with
// the live preview beside the form. `base` says which page of the quiz is edited. On a narrow window the
// preview cannot sit beside the form: a switch shows the form or the preview, the version switch above both.
import { useState } from 'react';
import type { Action, MobileVersion, QuizFields, RightSection } from '../../../../../../shared/schemas/quiz';
import { QUIZ_LIMITS } from '../../../../../../shared/schemas/quiz';
import { variantPage } from '../../../../../quiz/StartPage';
import { TextField } from '../../../../ui/TextField';
import { QuizImageField } from '../images/QuizImageField';
import type { QuizUploadTarget } from '../../quiz-api';
import { type PageBase, type PageFields, pageAt, withField, withPageAt } from '../page-base';
import { PressedSwitch } from '../PressedSwitch';
import { TextAreaField } from '../../../../ui/TextAreaField';
import type { QuizEditor } from '../useQuizEditor';
import { ActionsEditor } from './ActionsEditor';
import { LandingPreview } from './LandingPreview';
import { SectionsEditor } from './SectionsEditor';

type Layout = 'desktop' | 'mobile';
const LAYOUTS = [
  { value: 'desktop', label: 'Компьютерная версия' },
  { value: 'mobile', label: 'Мобильная версия' },
] as const;
/** What a narrow window shows (a wide one shows both, side by side). */
type Pane = 'form' | 'preview';
const PANES = [
  { value: 'form', label: 'Редактирование' },
  { value: 'preview', label: 'Предпросмотр' },
] as const;

export function LandingPageTab({ editor, base }: { editor: QuizEditor; base: PageBase }) {
  const [layout, setLayout] = useState<Layout>('desktop');
  const [pane, setPane] = useState<Pane>('form');
  const { quiz, change } = editor;
  const page = pageAt(quiz, base);
  const edit = (update: (page: PageFields) => PageFields) => change((current) => withPageAt(current, base, update));
  const target: QuizUploadTarget = { quizId: editor.saved._id, ABTest: base === '/ABTestObj' || undefined };
  return (
    <div className={`landing-editor landing-editor--${pane}`}>
      <div className="landing-editor__bar">
        <PressedSwitch label="Версия страницы" value={layout} options={LAYOUTS} onChange={setLayout} />
        <PressedSwitch label="Что показать" className="landing-editor__panes" value={pane} options={PANES} onChange={setPane} />
      </div>
      <div className="landing-editor__form">
        {layout === 'desktop' ? (
          <DesktopFields quiz={quiz} page={page} base={base} edit={edit} change={change} target={target} />
        ) : (
          <MobileFields page={page} edit={edit} target={{ ...target, mobileVersion: true }} />
        )}
      </div>
      <LandingPreview quiz={quiz} page={base === '' ? page : variantPage(quiz, page)} mobile={layout === 'mobile'} />
    </div>
  );
}

interface DesktopFieldsProps {
  quiz: QuizFields;
  page: PageFields;
  base: PageBase;
  edit: (update: (page: PageFields) => PageFields) => void;
  change: QuizEditor['change'];
  target: QuizUploadTarget;
}

function DesktopFields({ quiz, page, base, edit, change, target }: DesktopFieldsProps) {
  return (
    <>
      <section className="panel" aria-labelledby="landing-start-title">
        <h2 id="landing-start-title" className="panel__title">
          Стартовая страница
        </h2>
        <TextField
          label="Заголовок"
          value={page.header ?? ''}
          maxLength={QUIZ_LIMITS.text}
          placeholder={base === '' ? quiz.name : quiz.header || quiz.name}
          onChange={(value) => edit((current) => withField(current, 'header', value))}
        />
        <TextAreaField
          label="Текст под заголовком"
          value={page.paragraf ?? ''}
          maxLength={QUIZ_LIMITS.longText}
          onChange={(value) => edit((current) => withField(current, 'paragraf', value))}
        />
        {base === '' ? <LogoFields quiz={quiz} change={change} target={target} /> : null}
      </section>
      <section className="panel" aria-labelledby="landing-sections-title">
        <h2 id="landing-sections-title" className="panel__title">
          Блоки справа
        </h2>
        <SectionsEditor
          sections={page.rightSectionList ?? []}
          target={target}
          onChange={(sections) => edit((current) => withField(current, 'rightSectionList', sections))}
        />
      </section>
      <section className="panel" aria-labelledby="landing-actions-title">
        <h2 id="landing-actions-title" className="panel__title">
          Акции
        </h2>
        <TextField
          label="Заголовок акций"
          value={page.actionHeader ?? ''}
          maxLength={QUIZ_LIMITS.text}
          onChange={(value) => edit((current) => withField(current, 'actionHeader', value))}
        />
        <ActionsEditor
          actions={page.actionList ?? []}
          target={target}
          onChange={(actions) => edit((current) => withField(current, 'actionList', actions))}
        />
      </section>
    </>
  );
}

function LogoFields({ quiz, change, target }: Pick<DesktopFieldsProps, 'quiz' | 'change' | 'target'>) {
  return (
    <div className="form-grid">
      <QuizImageField
        label="Логотип"
        value={quiz.logo ?? undefined}
        target={target}
        onChange={(logo) => change((current) => withField(current, 'logo', logo))}
      />
      <TextField
        label="Размер логотипа, %"
        type="number"
        min={10}
        max={300}
        step={10}
        value={String(quiz.rangeSize ?? 100)}
        onChange={(value) => change((current) => ({ ...current, rangeSize: Math.max(10, Math.min(300, Number(value) || 100)) }))}
      />
    </div>
  );
}

interface MobileFieldsProps {
  page: PageFields;
  edit: DesktopFieldsProps['edit'];
  target: QuizUploadTarget;
}

function MobileFields({ page, edit, target }: MobileFieldsProps) {
  const mobile = page.mobileVersionQuiz ?? {};
  const editMobile = <K extends keyof MobileVersion>(key: K, value: MobileVersion[K] | undefined) =>
    edit((current) => ({ ...current, mobileVersionQuiz: withField(current.mobileVersionQuiz ?? {}, key, value) }));
  return (
    <>
      <section className="panel" aria-labelledby="landing-mobile-title">
        <h2 id="landing-mobile-title" className="panel__title">
          Стартовая страница на телефоне
        </h2>
        <p className="panel__hint">Пустые поля берутся из компьютерной версии.</p>
        <TextField
          label="Заголовок на телефоне"
          value={mobile.header ?? ''}
          maxLength={QUIZ_LIMITS.text}
          placeholder={page.header}
          onChange={(value) => editMobile('header', value)}
        />
        <TextAreaField
          label="Текст на телефоне"
          value={mobile.paragraf ?? ''}
          maxLength={QUIZ_LIMITS.longText}
          onChange={(value) => editMobile('paragraf', value)}
        />
      </section>
      <section className="panel" aria-labelledby="landing-mobile-sections-title">
        <h2 id="landing-mobile-sections-title" className="panel__title">
          Блоки на телефоне
        </h2>
        <p className="panel__hint">На телефоне в блоке видно не больше двух картинок.</p>
        <SectionsEditor
          sections={mobile.rightSectionList ?? []}
          target={target}
          suffix=" на телефоне"
          onChange={(sections: RightSection[]) => editMobile('rightSectionList', sections)}
        />
      </section>
      <section className="panel" aria-labelledby="landing-mobile-actions-title">
        <h2 id="landing-mobile-actions-title" className="panel__title">
          Акции на телефоне
        </h2>
        <ActionsEditor
          actions={mobile.actionList ?? []}
          target={target}
          suffix=" на телефоне"
          onChange={(actions: Action[]) => editMobile('actionList', actions)}
        />
      </section>
    </>
  );
}

// 'Настройки' of the quiz builder (docs/contract/widget-quiz-configurator.md §2, §5 "Builder"): the quiz's address, the company data
// of its footer, the browser tab's title, the on/off settings and the buttons' texts. Every change is
// autosaved by the builder's frame; a field the server refused shows its message beside it.
import { HIDDEN_FIELD_LIMITS, hiddenFieldLine, hiddenFieldNames } from '../../../../../shared/domain/quiz/hidden-fields';
import { QUIZ_LIMITS, type QuizFields } from '../../../../../shared/schemas/quiz';
import { RuPhoneField } from '../../../ui/RuPhoneField';
import { TextField } from '../../../ui/TextField';
import { QuizImageField } from './images/QuizImageField';
import { customUrlOf, withContactButton, withFlag, withText, type ContactButtonSide } from './field-edits';
import { EstimateRulesPanel } from './estimate/EstimateRulesPanel';
import { SettingSwitch } from './SettingSwitch';
import type { QuizEditor } from './useQuizEditor';

type FlagKey = Parameters<typeof withFlag>[1];

const SWITCHES: ReadonlyArray<{ key: FlagKey; label: string; hint: string }> = [
  { key: 'widgetInQuiz', label: 'Онлайн-запись на странице квиза', hint: 'Кнопка «Онлайн запись» открывает виджет записи вашей клиники.' },
  { key: 'onlyFormBool', label: 'Только форма', hint: 'Посетитель сразу видит форму контактов, без вопросов.' },
  {
    key: 'showCalcDataInTheEnd',
    label: 'Показывать расчёт в конце',
    hint: 'Перед формой контактов — блок «Ваш расчёт»: сумма по услугам из «Расчёта стоимости» или ответы.',
  },
  { key: 'isActionTopMobile', label: 'Акции сверху на телефоне', hint: 'На телефоне список акций стоит над вопросами.' },
  { key: 'ABTestBool', label: 'A/B тест', hint: 'Половина посетителей видит вариант B; появляется вкладка «A/B тест».' },
];

const CONTACT_BUTTONS: ReadonlyArray<{ side: ContactButtonSide; label: string }> = [
  { side: 'pc', label: 'Кнопка отправки контактов на компьютере' },
  { side: 'mobile', label: 'Кнопка отправки контактов на телефоне' },
];

export function QuizConfigurationTab({ editor }: { editor: QuizEditor }) {
  const { quiz, errors, change } = editor;
  const text = (key: Parameters<typeof withText>[1]) => (value: string) => change((current) => withText(current, key, value));
  return (
    <>
      <section className="panel" aria-labelledby="quiz-address-title">
        <h2 id="quiz-address-title" className="panel__title">
          Адрес квиза
        </h2>
        <TextField
          label="Своя ссылка"
          name="customUrl"
          value={quiz.customUrl ?? ''}
          maxLength={QUIZ_LIMITS.customUrl}
          placeholder="implantaciya"
          autoComplete="off"
          spellCheck={false}
          error={errors.customUrl}
          hint={<QuizAddress quiz={quiz} id={editor.saved._id} />}
          onChange={(value) => change((current) => withText(current, 'customUrl', customUrlOf(value)))}
        />
      </section>

      <section className="panel" aria-labelledby="quiz-company-title">
        <h2 id="quiz-company-title" className="panel__title">
          Данные компании
        </h2>
        <p className="panel__hint">Показываются внизу страницы квиза.</p>
        <div className="form-grid">
          <TextField
            label="Название компании"
            name="companyName"
            value={quiz.companyName ?? ''}
            maxLength={200}
            error={errors.companyName}
            onChange={text('companyName')}
          />
          <TextField
            label="ИНН"
            name="inn"
            value={quiz.inn ?? ''}
            inputMode="numeric"
            maxLength={12}
            hint="10 или 12 цифр"
            error={errors.inn}
            onChange={(value) => text('inn')(value.replace(/\D/g, ''))}
          />
          <TextField
            label="Адрес"
            name="address"
            value={quiz.address ?? ''}
            maxLength={QUIZ_LIMITS.text}
            error={errors.address}
            onChange={text('address')}
          />
          <RuPhoneField label="Телефон" value={quiz.phone ?? ''} error={errors.phone} onChange={text('phone')} />
        </div>
      </section>

      <section className="panel" aria-labelledby="quiz-page-title">
        <h2 id="quiz-page-title" className="panel__title">
          Страница квиза
        </h2>
        <TextField
          label="Заголовок вкладки браузера"
          name="nameHeaderSite"
          value={quiz.nameHeaderSite ?? ''}
          maxLength={200}
          error={errors.nameHeaderSite}
          onChange={text('nameHeaderSite')}
        />
        <QuizImageField
          label="Иконка сайта"
          kinds="icon"
          hint="Значок вкладки браузера: SVG или PNG."
          value={quiz.faviconQuiz}
          target={{ quizId: editor.saved._id }}
          onChange={(name) => text('faviconQuiz')(name ?? '')}
        />
        <div className="setting-switches">
          {SWITCHES.map(({ key, label, hint }) => (
            <SettingSwitch
              key={key}
              label={label}
              hint={hint}
              checked={quiz[key] ?? false}
              onChange={(on) => change((current) => withFlag(current, key, on))}
            />
          ))}
        </div>
      </section>

      <EstimateRulesPanel editor={editor} />

      <section className="panel" aria-labelledby="quiz-hidden-title">
        <h2 id="quiz-hidden-title" className="panel__title">
          Скрытые поля
        </h2>
        <TextField
          label="Параметры адреса, которые сохранять в заявке"
          name="hiddenFields"
          value={hiddenFieldLine(quiz.hiddenFields)}
          maxLength={(HIDDEN_FIELD_LIMITS.name + 2) * HIDDEN_FIELD_LIMITS.names}
          placeholder="gclid, yclid, city"
          autoComplete="off"
          spellCheck={false}
          hint="Через запятую. UTM-метки сохраняются всегда; другие параметры — только названные здесь."
          error={Object.entries(errors).find(([path]) => path.startsWith('hiddenFields'))?.[1]}
          onChange={(value) => change((current) => ({ ...current, hiddenFields: hiddenFieldNames(value) }))}
        />
      </section>

      <section className="panel" aria-labelledby="quiz-buttons-title">
        <h2 id="quiz-buttons-title" className="panel__title">
          Тексты кнопок
        </h2>
        <div className="form-grid">
          <TextField
            label="Кнопка на стартовой странице"
            name="nextButton"
            value={quiz.nextButton ?? ''}
            maxLength={100}
            placeholder="Рассчитать"
            error={errors.nextButton}
            onChange={text('nextButton')}
          />
          {CONTACT_BUTTONS.map(({ side, label }) => (
            <TextField
              key={side}
              label={label}
              name={`textContactButton-${side}`}
              value={quiz.textContactButton?.[side] ?? ''}
              maxLength={100}
              placeholder="Отправить"
              error={errors[`textContactButton.${side}`]}
              onChange={(value) => change((current) => withContactButton(current, side, value))}
            />
          ))}
          <TextField
            label="Текст под кнопкой на телефоне"
            name="textBellowButtonMobile"
            value={quiz.textBellowButtonMobile ?? ''}
            maxLength={QUIZ_LIMITS.text}
            error={errors.textBellowButtonMobile}
            onChange={text('textBellowButtonMobile')}
          />
        </div>
      </section>
    </>
  );
}

/** Where the quiz opens: its own link, or its id while it has none. */
function QuizAddress({ quiz, id }: { quiz: QuizFields; id: string }) {
  return (
    <>
      Квиз открывается по адресу {window.location.origin}/quiz/{quiz.customUrl || id}. Латинские буквы, цифры, «-» и «_»; пробелы убираются.
    </>
  );
}

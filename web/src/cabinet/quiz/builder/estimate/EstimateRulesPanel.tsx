// 'Расчёт стоимости' in the builder's settings (issue 27 §1): each answer variant and each tooth chart may be
// linked to a service of 'Ваши услуги'; a variant's service may count once per tooth marked. A rule whose
// service 'Ваши услуги' no longer has (deleted or renamed there since) shows why at its select, checked here by
// the server's own rule; the quiz still saves, and a lead skips that rule until it is relinked.
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { estimateRulesProblems } from '../../../../../../shared/domain/quiz/estimate-rules';
import { kindOf } from '../../../../../../shared/domain/quiz/question-kinds';
import type { Question } from '../../../../../../shared/schemas/quiz';
import { ESTIMATE_LIMITS, type ServiceRef } from '../../../../../../shared/schemas/quiz-estimate';
import type { ServicesList } from '../../../../../../shared/schemas/services';
import { settingQuery } from '../../../services/services-api';
import { CheckField, SelectField } from '../questions/fields';
import { SettingSwitch } from '../SettingSwitch';
import type { QuizEditor } from '../useQuizEditor';
import {
  choiceRuleIndex,
  serviceOfValue,
  serviceValue,
  withChoiceService,
  withEachStep,
  withExtra,
  withPerTooth,
  withTeethService,
} from './estimate-edits';

const NONE = { value: '', label: 'Не добавлять в расчёт' };

function serviceOptions(services: ServicesList, linked: ServiceRef | undefined) {
  const options = Object.entries(services).flatMap(([direction, list]) =>
    list
      .filter((service) => service.name.trim() !== '')
      .map((service) => ({
        value: serviceValue({ direction, name: service.name }),
        label: `${direction} — ${service.name}${service.cost ? `, ${service.cost} ₽` : ''}`,
      })),
  );
  // A linked service deleted since stays selectable, so the select shows what the rule says (its error explains).
  const kept = linked && !options.some((option) => option.value === serviceValue(linked));
  return [NONE, ...options, ...(kept ? [{ value: serviceValue(linked), label: `${linked.direction} — ${linked.name} (удалена)` }] : [])];
}

export function EstimateRulesPanel({ editor }: { editor: QuizEditor }) {
  const { quiz, change } = editor;
  const setting = useQuery(settingQuery);
  const services = setting.data?.servicesList ?? {};
  const rules = quiz.estimate;
  const allQuestions = [...(quiz.questions ?? []), ...(quiz.ABTestObj?.questions ?? [])];
  // The server's refusal wins; until the services are loaded nothing is called broken.
  const errors = { ...(setting.data ? estimateRulesProblems(rules, allQuestions, services) : {}), ...editor.errors };
  // A quiz just made from a template names the template's services this clinic lacks (quiz-api.ts).
  const missing = (useLocation().state as { missingServices?: string[] } | null)?.missingServices ?? [];
  return (
    <section className="panel" aria-labelledby="quiz-estimate-title">
      <h2 id="quiz-estimate-title" className="panel__title">
        Расчёт стоимости
      </h2>
      <p className="panel__hint">
        Свяжите ответы с услугами из раздела <Link to="/setting/services">«Ваши услуги»</Link>: посетитель увидит «Ваш расчёт: … ₽», а
        заявка придёт с суммой. Цена «от …» даёт сумму «от …».
      </p>
      {missing.length > 0 && (
        <p className="panel__hint" role="status">
          В «Ваших услугах» нет услуг шаблона: {missing.join(', ')}. Добавьте их и выберите ниже — до тех пор эти ответы не входят в расчёт.
        </p>
      )}
      {setting.isError && <p role="alert">Не удалось загрузить ваши услуги, обновите страницу</p>}
      <SettingSwitch
        label="Показывать расчёт на каждом шаге"
        hint="Иначе — только в конце, если включено «Показывать расчёт в конце»."
        checked={rules?.eachStep ?? false}
        onChange={(on) => change((current) => withEachStep(current, on))}
      />
      {setting.data ? (
        <RuleSelects editor={editor} services={services} errors={errors} />
      ) : (
        // Until 'Ваши услуги' come, a select would list none of them and call each linked one deleted.
        !setting.isError && (
          <p className="panel__hint" role="status">
            Загружаем «Ваши услуги»…
          </p>
        )
      )}
    </section>
  );
}

/** A select per rule: the extras, then each choice question's variants and each tooth chart. */
function RuleSelects({ editor, services, errors }: Omit<RuleProps, 'question'>) {
  const questions = (editor.quiz.questions ?? []).filter((question) => kindOf(question).choice || question.type === 'checkbox-dental');
  return (
    <>
      <Extras editor={editor} services={services} errors={errors} />
      {questions.length === 0 && <p className="panel__hint">В квизе пока нет вопросов с вариантами ответа или зубной формулой.</p>}
      {questions.map((question) => (
        <fieldset key={question._uid} className="estimate-rules__question">
          <legend>{question.question || 'Вопрос без названия'}</legend>
          {question.type === 'checkbox-dental' ? (
            <TeethRule question={question} editor={editor} services={services} errors={errors} />
          ) : (
            <ChoiceRules question={question} editor={editor} services={services} errors={errors} />
          )}
        </fieldset>
      ))}
    </>
  );
}

interface RuleProps {
  question: Question;
  editor: QuizEditor;
  services: ServicesList;
  errors: QuizEditor['errors'];
}

function TeethRule({ question, editor, services, errors }: RuleProps) {
  const index = (editor.quiz.estimate?.teeth ?? []).findIndex((rule) => rule.question === question._uid);
  const linked = editor.quiz.estimate?.teeth[index]?.service;
  return (
    <SelectField
      label="Услуга за каждый отмеченный зуб (вся челюсть — 16 зубов)"
      value={serviceValue(linked)}
      options={serviceOptions(services, linked)}
      error={errors[`estimate.teeth.${index}.service`] ?? errors[`estimate.teeth.${index}.question`]}
      onChange={(value) => editor.change((current) => withTeethService(current, question._uid, serviceOfValue(value)))}
    />
  );
}

function ChoiceRules({ question, editor, services, errors }: RuleProps) {
  const variants = 'variants' in question ? (question.variants ?? []) : [];
  return (
    <>
      {variants.map((variant) => {
        const index = choiceRuleIndex(editor.quiz, question._uid, variant.text);
        const rule = editor.quiz.estimate?.choices[index];
        const path = `estimate.choices.${index}`;
        return (
          <div key={variant.text} className="estimate-rules__variant">
            <SelectField
              label={`«${variant.text}»: услуга`}
              value={serviceValue(rule?.service)}
              options={serviceOptions(services, rule?.service)}
              error={errors[`${path}.service`] ?? errors[`${path}.variant`] ?? errors[`${path}.question`]}
              onChange={(value) =>
                editor.change((current) => withChoiceService(current, question._uid, variant.text, serviceOfValue(value)))
              }
            />
            {rule && (
              <CheckField
                label="За каждый отмеченный зуб"
                checked={rule.perTooth ?? false}
                onChange={(on) => editor.change((current) => withPerTooth(current, question._uid, variant.text, on))}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

/** 'Всегда в расчёте': services every estimate adds (a consultation, an X-ray); an empty select adds one more. */
function Extras({ editor, services, errors }: Omit<RuleProps, 'question'>) {
  const extras = editor.quiz.estimate?.extras ?? [];
  return (
    <fieldset className="estimate-rules__question">
      <legend>Всегда в расчёте</legend>
      {extras.map((extra, index) => (
        <SelectField
          // biome-ignore lint/suspicious/noArrayIndexKey: a place in the list is the extra's identity (a service may be listed twice)
          key={`extra-${index}`}
          label={`Услуга ${index + 1}, которая всегда в расчёте`}
          value={serviceValue(extra)}
          options={serviceOptions(services, extra)}
          error={errors[`estimate.extras.${index}`]}
          onChange={(value) => editor.change((current) => withExtra(current, index, serviceOfValue(value)))}
        />
      ))}
      {extras.length < ESTIMATE_LIMITS.extras && (
        <SelectField
          key={`new-${extras.length}`}
          label="Добавить услугу, которая всегда в расчёте"
          value=""
          options={serviceOptions(services, undefined)}
          onChange={(value) => editor.change((current) => withExtra(current, extras.length, serviceOfValue(value)))}
        />
      )}
    </fieldset>
  );
}

import * as z from 'zod/mini';
import { estimateRulesProblems } from '../../../../../shared/domain/quiz/estimate-rules';
import { normaliseQuiz } from '../../../../../shared/domain/quiz/normalise';
import { missingTemplateServices, quizFromTemplate } from '../../../../../shared/domain/quiz/templates';
import { quizInputSchema } from '../../../../../shared/schemas/quiz';
import { QUIZ_TEMPLATES } from './quiz-templates';

describe('quiz templates', () => {
  it('are implants, braces and whitening', () => {
    expect(QUIZ_TEMPLATES.map((template) => template.id)).toEqual(['implants', 'braces', 'whitening']);
  });

  it.each(QUIZ_TEMPLATES.map((template) => [template.id, template] as const))(
    '%s passes the quiz schema and, with its services in the list, links every rule',
    (_id, template) => {
      const services = { Услуги: missingTemplateServices(template.rules, {}).map((name) => ({ name, cost: '1000' })) };
      let uid = 0;
      const quiz = normaliseQuiz(z.parse(quizInputSchema, quizFromTemplate(template, services)), () => `n${++uid}`);
      const rules = quiz.estimate!;
      expect(rules.choices.length + rules.teeth.length + rules.extras.length).toBeGreaterThan(0);
      expect(rules.choices).toHaveLength(template.rules.choices.length);
      expect(estimateRulesProblems(rules, quiz.questions ?? [], services)).toEqual({});
    },
  );
});

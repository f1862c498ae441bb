import { missingTemplateServices, quizFromTemplate, serviceNamed, type QuizTemplate } from './templates';

const services = {
  Хирургия: [{ name: 'Имплантация  под ключ', cost: 'от 45 000' }],
  Терапия: [{ name: 'Консультация стоматолога', cost: '0' }],
};
const template: QuizTemplate = {
  id: 't',
  title: 'Т',
  description: '',
  quiz: { name: 'Квиз', questions: [] },
  rules: {
    choices: [{ question: 'bone', variant: 'Да', service: 'Костная пластика' }],
    teeth: [{ question: 'teeth', service: 'имплантация под ключ' }],
    extras: ['Консультация стоматолога'],
  },
};

describe('a quiz from a template (issue 27 §4)', () => {
  it("links the template's services to the clinic's by name, case and spaces aside, and leaves out the missing", () => {
    expect(serviceNamed(services, 'ИМПЛАНТАЦИЯ ПОД КЛЮЧ')).toEqual({ direction: 'Хирургия', name: 'Имплантация  под ключ' });
    expect(quizFromTemplate(template, services).estimate).toEqual({
      choices: [],
      teeth: [{ question: 'teeth', service: { direction: 'Хирургия', name: 'Имплантация  под ключ' } }],
      extras: [{ direction: 'Терапия', name: 'Консультация стоматолога' }],
    });
    expect(missingTemplateServices(template.rules, services)).toEqual(['Костная пластика']);
  });
});

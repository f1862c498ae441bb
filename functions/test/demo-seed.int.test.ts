// The demo clinic `npm start` seeds on an empty store (the test runtime starts fresh, so it seeds too):
// a person trying the product must find a complete clinic behind the demo login.
import { askedQuestions, nextIndexOf } from '../../shared/domain/quiz/branching';
import { describeLine, estimateOf, formatMoney } from '../../shared/domain/quiz/estimate';
import { QUESTION_TYPES, type QuizPublicView } from '../../shared/schemas/quiz';
import { api } from './api';

describe('demo clinic', () => {
  it('logs in and has a profile, services, five bookable doctors with photos, and integrations', async () => {
    const login = await api('POST', '/api/user/authorization', { body: { email: 'demo@dentlead.ru', password: 'demo12345' } });
    expect(login.status).toBe(200);
    const token = login.body.token as string;

    const clinic = (await api('GET', '/api/clinic', { token })).body;
    expect(clinic.logo).toEqual(expect.any(String));
    expect(clinic.addressList).toHaveLength(2);

    const { servicesList } = (await api('GET', '/api/setting', { token })).body;
    expect(Object.keys(servicesList)).toHaveLength(4);

    const doctors = (await api('GET', '/api/doctor', { token })).body as Array<{
      status: boolean;
      photo: { circle?: string; square?: string };
    }>;
    expect(doctors.length).toBeGreaterThanOrEqual(5);
    for (const doctor of doctors)
      expect(doctor).toMatchObject({ status: true, photo: { circle: expect.any(String), square: expect.any(String) } });

    const widget = (await api('GET', `/api/widget?id=${clinic._id}`)).body;
    expect(widget.doctors.length).toBeGreaterThanOrEqual(5);
    expect(widget.doctors.every((doctor: { slots: object }) => Object.keys(doctor.slots).length > 0)).toBe(true);

    const integrations = (await api('GET', '/api/integration', { token })).body;
    expect(integrations.email[0]).toMatchObject({ active: true });
    expect(integrations.telegram[0]).toMatchObject({ active: true });
  });

  it('has a dental calculator and a questionnaire with every question type, open by their custom URLs', async () => {
    const types = async (url: string) => {
      const quiz = await api('GET', `/api/quiz?id=${url}`);
      expect(quiz.status).toBe(200);
      return new Set((quiz.body.questions as Array<{ type: string }>).map((question) => question.type));
    };
    expect(await types('ulybka-raschet')).toContain('checkbox-dental');
    expect([...(await types('ulybka-anketa'))].sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it("prices the calculator from the demo clinic's services (issue 27 §1)", async () => {
    const quiz = (await api('GET', '/api/quiz?id=ulybka-raschet')).body as QuizPublicView;
    const answers = { 'Какой способ лечения вам интересен?': 'Имплантация, Пока не знаю', 'Верхняя челюсть': '0, 1' };
    const estimate = estimateOf(quiz.estimate, quiz.questions ?? [], answers, quiz.estimatePrices ?? {});
    expect(estimate.lines.map(describeLine)).toEqual(['Имплантация под ключ × 2 — от 90 000 ₽', 'Консультация стоматолога — 0 ₽']);
    expect(formatMoney(estimate.total, estimate.from)).toBe('от 90 000 ₽');
  });

  it('branches the calculator: prevention goes past the teeth and the method to «Когда планируете начать лечение?» (issue 27 §2)', async () => {
    const quiz = (await api('GET', '/api/quiz?id=ulybka-raschet')).body as QuizPublicView;
    const asked = askedQuestions(quiz.questions ?? []);
    const questionAfter = (answer: string) => asked[nextIndexOf(asked, 0, { problem: answer })]!.question;
    expect(questionAfter('Нужна профилактика')).toBe('Когда планируете начать лечение?');
    expect(questionAfter('Зуб болит или разрушен')).toBe('Отметьте зубы, которые нужно лечить');
  });
});

// Test support for quizzes: a clinic's quiz made through the cabinet's call, the page's answers.
import { randomUUID } from 'node:crypto';
import type { QuizSendInput } from '../../shared/schemas/quiz-send';
import { api, type ApiAnswer } from './api';
import type { TestClinic } from './leads-support';

let counter = 0;
/** A custom URL no other test uses. */
export function uniqueUrl(tag = 'quiz'): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}`;
}

export async function createQuiz(token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await api('POST', '/api/quiz', { token, body });
  if (answer.status !== 201) throw new Error(`POST /api/quiz: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body._id as string;
}

export const quizList = (token: string): Promise<ApiAnswer> => api('GET', '/api/quiz/all', { token });

/** A small dental quiz: a radio, a checkbox, the tooth chart, contacts and thank-you. */
export const dentalQuizBody = (name = 'Расчёт стоимости лечения') => ({
  name,
  header: 'Рассчитайте стоимость лечения за 1 минуту',
  questions: [
    { _uid: 'q1', question: 'Что вас беспокоит?', type: 'radio', variants: [{ text: 'Боль' }, { text: 'Нет зуба' }] },
    { _uid: 'q2', question: 'Какие зубы нужно лечить?', type: 'checkbox-dental' },
    { _uid: 'q3', question: 'Когда удобно прийти?', type: 'checkbox', variants: [{ text: 'Утром' }, { text: 'Вечером' }] },
    {
      _uid: 'q4',
      question: 'Контакты',
      type: 'contacts',
      contacts: { name: { bool: true }, email: { bool: false }, phone: { bool: true } },
      connection: [{ text: 'Телефон', bool: true }],
    },
    { _uid: 'q5', question: 'Спасибо! Мы скоро позвоним', type: 'ThankYouPages' },
  ],
});

/** The answers as the page sends them, deliberately not in question order. */
export function quizSendOf(clinic: TestClinic, quizId: string, overrides: Partial<QuizSendInput> = {}): QuizSendInput {
  return {
    userId: clinic.clinicId,
    quizId,
    URL: 'https://clinic.example/quiz',
    deviceType: 'Телефон',
    nowReturn: 'quiz',
    Utm: 'utm_source: yandex',
    idempotencyKey: randomUUID(),
    data: {
      Имя: 'Анна <Петрова> & Co',
      'Когда удобно прийти?': 'Утром, Вечером',
      Телефон: '+7 999 123-45-67',
      'Верхняя челюсть': '0, 1, нужна консультация',
      'Что вас беспокоит?': 'Боль',
      connection: 'Whats App',
      'Нижняя челюсть': 'Вся',
    },
    ...overrides,
  };
}

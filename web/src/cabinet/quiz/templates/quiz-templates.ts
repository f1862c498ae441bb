// Templates of 'Создать из шаблона' (issue 27 §4): three dental quizzes with their questions, texts and
// estimate rules by service name (shared/domain/quiz/templates.ts links them to the clinic's services).
import { callbackContactsQuestion } from '../../../../../shared/domain/quiz/contacts-question';
import type { QuizTemplate } from '../../../../../shared/domain/quiz/templates';
import type { QuestionInput } from '../../../../../shared/schemas/quiz';

const thanks = (question: string): QuestionInput => ({
  _uid: 'thanks',
  question,
  type: 'ThankYouPages',
  paragraph: 'Администратор перезвонит вам в рабочее время и подберёт удобное время консультации.',
});
const when: QuestionInput = {
  _uid: 'when',
  question: 'Когда планируете начать?',
  type: 'radio',
  variants: [{ text: 'В ближайшую неделю' }, { text: 'В течение месяца' }, { text: 'Пока собираю информацию' }],
};
const priced = { showCalcDataInTheEnd: true, textContactButton: { pc: 'Получить расчёт', mobile: 'Получить расчёт' } };

export const QUIZ_TEMPLATES: readonly QuizTemplate[] = [
  {
    id: 'implants',
    title: 'Имплантация',
    description: 'Зубная формула × цена импланта, костная пластика, консультация хирурга.',
    quiz: {
      ...priced,
      name: 'Расчёт имплантации',
      header: 'Рассчитайте стоимость имплантации за 1 минуту',
      paragraf: 'Отметьте зубы, которые нужно восстановить, — и сразу увидите предварительный расчёт по нашим ценам.',
      nextButton: 'Рассчитать',
      questions: [
        { _uid: 'teeth', question: 'Какие зубы нужно восстановить?', type: 'checkbox-dental', paragraph: 'Можно выбрать всю челюсть.' },
        {
          _uid: 'bone',
          question: 'Говорил ли врач о нехватке костной ткани?',
          type: 'radio',
          variants: [{ text: 'Да, нужна костная пластика' }, { text: 'Нет' }, { text: 'Не знаю' }],
        },
        when,
        callbackContactsQuestion('Куда отправить расчёт?'),
        thanks('Спасибо! Расчёт имплантации уже у врача'),
      ],
    },
    rules: {
      choices: [{ question: 'bone', variant: 'Да, нужна костная пластика', service: 'Костная пластика' }],
      teeth: [{ question: 'teeth', service: 'Имплантация под ключ' }],
      extras: ['Консультация стоматолога'],
    },
  },
  {
    id: 'braces',
    title: 'Брекеты и элайнеры',
    description: 'Одна или обе челюсти, брекеты или элайнеры, консультация ортодонта.',
    quiz: {
      ...priced,
      name: 'Расчёт исправления прикуса',
      header: 'Сколько стоит выровнять зубы?',
      paragraf: 'Ответьте на 3 вопроса — покажем предварительную стоимость брекетов или элайнеров.',
      nextButton: 'Начать',
      questions: [
        {
          _uid: 'system',
          question: 'Что вам интереснее?',
          type: 'radio',
          variants: [{ text: 'Брекеты' }, { text: 'Элайнеры (прозрачные капы)' }, { text: 'Посоветуйте врачу' }],
        },
        {
          _uid: 'jaws',
          question: 'Какие челюсти исправлять?',
          type: 'checkbox',
          variants: [{ text: 'Верхнюю' }, { text: 'Нижнюю' }],
        },
        when,
        callbackContactsQuestion('Куда отправить расчёт?'),
        thanks('Спасибо! Ортодонт посмотрит ваши ответы'),
      ],
    },
    rules: {
      choices: [
        { question: 'jaws', variant: 'Верхнюю', service: 'Брекет-система (одна челюсть)' },
        { question: 'jaws', variant: 'Нижнюю', service: 'Брекет-система (одна челюсть)' },
        { question: 'system', variant: 'Элайнеры (прозрачные капы)', service: 'Элайнеры' },
      ],
      teeth: [],
      extras: ['Консультация ортодонта'],
    },
  },
  {
    id: 'whitening',
    title: 'Отбеливание',
    description: 'Гигиена перед отбеливанием, способ отбеливания, расчёт на каждом шаге.',
    quiz: {
      ...priced,
      name: 'Расчёт отбеливания',
      header: 'Белоснежная улыбка: узнайте стоимость',
      paragraf: 'Выберите способ — расчёт обновляется на каждом шаге.',
      nextButton: 'Узнать стоимость',
      questions: [
        {
          _uid: 'method',
          question: 'Какое отбеливание вам интересно?',
          type: 'radio',
          variants: [{ text: 'В клинике (за 1 визит)' }, { text: 'Домашнее, с капами' }, { text: 'Пока не знаю' }],
        },
        {
          _uid: 'hygiene',
          question: 'Была ли профессиональная чистка за последние полгода?',
          type: 'radio',
          variants: [{ text: 'Нет, нужна чистка' }, { text: 'Да' }],
        },
        callbackContactsQuestion('Куда отправить расчёт?'),
        thanks('Спасибо! Мы скоро позвоним'),
      ],
    },
    rules: {
      choices: [
        { question: 'method', variant: 'В клинике (за 1 визит)', service: 'Отбеливание в клинике' },
        { question: 'method', variant: 'Домашнее, с капами', service: 'Домашнее отбеливание' },
        { question: 'hygiene', variant: 'Нет, нужна чистка', service: 'Профессиональная гигиена' },
      ],
      teeth: [],
      extras: [],
      eachStep: true,
    },
  },
];

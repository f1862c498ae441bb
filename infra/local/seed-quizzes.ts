// The demo clinic's two quizzes, made through the API (POST /api/quiz takes a whole quiz, as the
// cabinet's copy does): a treatment calculator with the tooth chart, and a questionnaire with every
// question type. Each is made only when the clinic has no quiz of that name yet.
import { callbackContactsQuestion } from '../../shared/domain/quiz/contacts-question';
import type { QuizInput } from '../../shared/schemas/quiz';

const common = {
  companyName: 'ООО «Улыбка»',
  address: 'Москва, ул. Тверская, 12',
  phone: '+7 495 123-45-67',
  nextButton: 'Начать',
  widgetInQuiz: true,
} satisfies Partial<QuizInput>;

export const demoQuizzes: QuizInput[] = [
  {
    ...common,
    name: 'Калькулятор стоимости лечения',
    customUrl: 'ulybka-raschet',
    nameHeaderSite: 'Рассчитайте стоимость лечения — «Улыбка»',
    textContactButton: { pc: 'Получить расчёт', mobile: 'Получить расчёт' },
    // 'Ваш расчёт' beside the form at the end, priced from the demo clinic's services (seed-clinic.ts):
    // a method multiplied by the teeth marked, prevention once, the free consultation always.
    showCalcDataInTheEnd: true,
    estimate: {
      choices: [
        { question: 'method', variant: 'Имплантация', service: { direction: 'Хирургия', name: 'Имплантация под ключ' }, perTooth: true },
        {
          question: 'method',
          variant: 'Коронки',
          service: { direction: 'Ортопедия', name: 'Коронка из диоксида циркония' },
          perTooth: true,
        },
        { question: 'method', variant: 'Виниры', service: { direction: 'Ортопедия', name: 'Виниры E-max' }, perTooth: true },
        { question: 'problem', variant: 'Нужна профилактика', service: { direction: 'Терапия', name: 'Профессиональная гигиена' } },
      ],
      teeth: [],
      extras: [{ direction: 'Терапия', name: 'Консультация стоматолога' }],
    },
    header: 'Узнайте стоимость лечения зубов за 1 минуту',
    paragraf:
      'Ответьте на 4 вопроса — и сразу увидите предварительный расчёт по ценам клиники. Врач перезвонит с точной сметой. Консультация бесплатно.',
    actionHeader: 'Наши акции',
    actionList: [
      { header: 'Бесплатная консультация', paragraph: 'Осмотр и план лечения при записи через квиз.' },
      { header: 'Скидка 10% на имплантацию', paragraph: 'При установке двух и более имплантов до конца месяца.' },
    ],
    questions: [
      {
        _uid: 'problem',
        question: 'Что вас беспокоит?',
        type: 'radio',
        variants: [
          { text: 'Нет одного или нескольких зубов' },
          { text: 'Зуб болит или разрушен' },
          { text: 'Хочу ровные и белые зубы' },
          // Prevention needs no teeth and no method: straight to «Когда планируете начать лечение?» (issue 27 §2).
          { text: 'Нужна профилактика', goTo: { question: 'when' } },
        ],
      },
      {
        _uid: 'teeth',
        question: 'Отметьте зубы, которые нужно лечить',
        type: 'checkbox-dental',
        paragraph: 'Можно выбрать несколько зубов или всю челюсть.',
      },
      {
        _uid: 'method',
        question: 'Какой способ лечения вам интересен?',
        type: 'checkbox',
        variants: [{ text: 'Имплантация' }, { text: 'Коронки' }, { text: 'Виниры' }, { text: 'Пока не знаю' }],
      },
      {
        _uid: 'when',
        question: 'Когда планируете начать лечение?',
        type: 'radio',
        variants: [{ text: 'В ближайшую неделю' }, { text: 'В течение месяца' }, { text: 'Пока собираю информацию' }],
      },
      callbackContactsQuestion('Куда отправить расчёт?'),
      {
        _uid: 'thanks',
        question: 'Спасибо! Расчёт уже готовится',
        type: 'ThankYouPages',
        paragraph: 'Администратор перезвонит вам в течение 15 минут в рабочее время.',
      },
    ],
  },
  {
    ...common,
    name: 'Анкета нового пациента',
    customUrl: 'ulybka-anketa',
    nameHeaderSite: 'Анкета пациента — «Улыбка»',
    header: 'Заполните анкету до приёма',
    paragraf: 'Так врач заранее узнает о вас главное, и приём пройдёт быстрее.',
    nextButton: 'Заполнить анкету',
    textContactButton: { pc: 'Отправить анкету', mobile: 'Отправить анкету' },
    questions: [
      {
        _uid: 'branch',
        question: 'В какой филиал вам удобнее прийти?',
        type: 'select',
        variants: [{ text: 'Москва, ул. Тверская, 12' }, { text: 'Москва, Ленинский проспект, 45' }],
      },
      {
        _uid: 'age',
        question: 'Сколько вам лет?',
        type: 'radio',
        variants: [{ text: 'До 18' }, { text: '18–35' }, { text: '36–55' }, { text: 'Старше 55' }],
      },
      {
        _uid: 'complaints',
        question: 'Что вас беспокоит сейчас?',
        type: 'checkbox',
        variants: [
          { text: 'Боль' },
          { text: 'Кровоточат дёсны' },
          { text: 'Чувствительность к холодному' },
          { text: 'Ничего не беспокоит' },
        ],
      },
      {
        _uid: 'smile',
        question: 'Какая улыбка вам нравится?',
        type: 'radio-img',
        variants: [{ text: 'Естественная' }, { text: 'Голливудская' }],
      },
      {
        _uid: 'services',
        question: 'Какие услуги вам интересны?',
        type: 'checkbox-img',
        variants: [{ text: 'Отбеливание' }, { text: 'Брекеты' }, { text: 'Элайнеры' }],
        skip: true,
      },
      { _uid: 'teeth', question: 'Где болит?', type: 'checkbox-dental', skip: true },
      {
        _uid: 'info',
        question: 'Ваши данные под защитой',
        type: 'information',
        paragraph: 'Мы храним анкету по закону о персональных данных и не передаём третьим лицам.',
      },
      { _uid: 'allergy', question: 'Есть ли у вас аллергия на лекарства?', type: 'text', placeholder: 'Например: лидокаин', skip: true },
      { _uid: 'email', question: 'Куда прислать памятку перед приёмом?', type: 'email', placeholder: 'name@mail.ru', skip: true },
      {
        _uid: 'notes',
        question: 'Что ещё важно знать врачу?',
        type: 'textarea',
        placeholder: 'Хронические заболевания, беременность, страхи',
        skip: true,
      },
      callbackContactsQuestion('Как с вами связаться?'),
      { _uid: 'thanks', question: 'Спасибо, анкета заполнена', type: 'ThankYouPages', paragraph: 'Ждём вас на приёме!' },
    ],
  },
];

type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

export async function seedDemoQuizzes(appUrl: string, token: string): Promise<void> {
  const call: Call = async (method, path, body) => {
    const response = await fetch(new URL(path, appUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const existing = new Set(((await call('GET', '/api/quiz/all')).body as Array<{ name: string }>).map((quiz) => quiz.name));
  for (const quiz of demoQuizzes) if (!existing.has(quiz.name)) await call('POST', '/api/quiz', quiz);
}

// /test: three sample questions of different heights, reordered by a button with a FLIP animation:
// every card slides from its old place to its new one, the list keeps its height, nothing jumps.
import { useLayoutEffect, useRef, useState } from 'react';
import { Logo } from '../../ui/Logo';
import { shuffledOrder } from './shuffle';
import './shuffle-demo.css';

interface SampleQuestion {
  id: string;
  title: string;
  answers: string[];
  note?: string;
}

const QUESTIONS: readonly SampleQuestion[] = [
  { id: 'pain', title: 'Беспокоит ли вас зубная боль?', answers: ['Да', 'Нет'] },
  {
    id: 'service',
    title: 'Какая услуга вас интересует?',
    answers: ['Лечение кариеса', 'Профессиональная гигиена', 'Имплантация', 'Брекеты и элайнеры', 'Отбеливание'],
  },
  {
    id: 'time',
    title: 'Когда вам удобно прийти на приём?',
    answers: ['Утром, до 12:00', 'Днём, с 12:00 до 17:00', 'Вечером, после 17:00'],
    note: 'Администратор подберёт ближайшее свободное время у нужного врача и перезвонит для подтверждения записи.',
  },
];

const DURATION_MS = 450;

export default function ShuffleDemoPage() {
  const [order, setOrder] = useState(() => QUESTIONS.map((question) => question.id));
  const [round, setRound] = useState(0);
  const cards = useRef(new Map<string, HTMLElement>());
  const positions = useRef(new Map<string, number>());

  function shuffle() {
    positions.current = new Map([...cards.current].map(([id, element]) => [id, element.getBoundingClientRect().top]));
    setOrder((current) => shuffledOrder(current));
    setRound((value) => value + 1);
  }

  useLayoutEffect(() => {
    for (const [id, element] of cards.current) {
      const before = positions.current.get(id);
      if (before === undefined) continue;
      const delta = before - element.getBoundingClientRect().top;
      if (delta === 0) continue;
      element.animate([{ transform: `translateY(${delta}px)` }, { transform: 'translateY(0)' }], {
        duration: DURATION_MS,
        easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)',
      });
    }
    positions.current.clear();
  }, [order]);

  const byId = new Map(QUESTIONS.map((question) => [question.id, question]));

  return (
    <div className="shuffle-demo">
      <header className="shuffle-demo__header">
        <Logo />
      </header>
      <main className="shuffle-demo__main">
        <div className="shuffle-demo__intro">
          <h1>Порядок вопросов</h1>
          <p>Три вопроса разной высоты. Кнопка меняет их порядок — карточки плавно переезжают на новые места.</p>
          <button type="button" className="btn btn--primary" onClick={shuffle}>
            Перемешать вопросы
          </button>
          <p className="visually-hidden" aria-live="polite">
            {round > 0 ? `Порядок изменён: ${order.map((id) => byId.get(id)?.title).join(', ')}` : ''}
          </p>
        </div>
        <ol className="shuffle-demo__list">
          {order.map((id, index) => {
            const question = byId.get(id);
            if (!question) return null;
            return (
              <li
                key={id}
                className="sample-question"
                data-question={id}
                ref={(element) => {
                  if (element) cards.current.set(id, element);
                  else cards.current.delete(id);
                }}
              >
                <span className="sample-question__number">Вопрос {index + 1}</span>
                <h2>{question.title}</h2>
                <ul>
                  {question.answers.map((answer) => (
                    <li key={answer}>{answer}</li>
                  ))}
                </ul>
                {question.note ? <p>{question.note}</p> : null}
              </li>
            );
          })}
        </ol>
      </main>
    </div>
  );
}

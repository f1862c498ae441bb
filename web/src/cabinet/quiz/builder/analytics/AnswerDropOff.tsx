// 'Ответы': drop-off per answer variant (issue 27 §3). For each choice question of the shown variant,
// each variant's visitors who picked it, those of them who sent a lead, and the share who left without
// one (shared/domain/quiz/answer-funnel.ts), over the period, all devices and sources.
import type { Question } from '../../../../../../shared/schemas/quiz';
import type { QuizVariantStats } from '../../../../../../shared/schemas/quiz-analytics';
import { answerFunnel } from '../../../../../../shared/domain/quiz/answer-funnel';

export function AnswerDropOff({ questions, stats }: { questions: readonly Question[]; stats: QuizVariantStats }) {
  const funnel = answerFunnel(questions, stats);
  return (
    <section className="panel" aria-labelledby="answers-title">
      <h2 id="answers-title" className="panel__title">
        Ответы: после какого уходят без заявки
      </h2>
      {funnel.length === 0 ? (
        <p className="empty-note">В квизе нет вопросов с вариантами ответа.</p>
      ) : (
        funnel.map(({ question, answers }) => (
          <table key={question._uid} className="answer-table">
            <caption>{question.question}</caption>
            <thead>
              <tr>
                <th scope="col">Ответ</th>
                <th scope="col">Выбрали</th>
                <th scope="col">Заявки</th>
                <th scope="col">Ушли без заявки</th>
              </tr>
            </thead>
            <tbody>
              {answers.map((answer) => (
                <tr key={answer.text}>
                  <th scope="row">{answer.text}</th>
                  <td>{answer.picks}</td>
                  <td>{answer.leads}</td>
                  <td>{answer.dropOff}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))
      )}
    </section>
  );
}

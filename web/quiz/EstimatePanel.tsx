// 'Ваш расчёт' (spec widget §2): the answers so far, without the contact fields, with a loading shimmer
// while the patient is still answering.
import { typograph } from '../../shared/domain/typography';

export function EstimatePanel({ lines, pending }: { lines: Array<[string, string]>; pending: boolean }) {
  if (lines.length === 0) return null;
  return (
    <aside className="qz-estimate" aria-label="Ваш расчёт">
      <h2>Ваш расчёт</h2>
      <dl>
        {lines.map(([question, answer]) => (
          <div key={question}>
            <dt>{typograph(question)}</dt>
            <dd>{typograph(answer)}</dd>
          </div>
        ))}
      </dl>
      {pending && <div className="qz-shimmer" aria-hidden="true" />}
    </aside>
  );
}

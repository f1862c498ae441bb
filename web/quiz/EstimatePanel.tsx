// 'Ваш расчёт' (docs/contract/widget-quiz-configurator.md §2): with estimate rules (issue 27 §1), the
// money: 'Ваш расчёт: от … ₽' and a line per service, priced by shared/domain/quiz/estimate.ts as the
// server prices the lead; without rules, the answers so far (no contact fields) with a loading shimmer.
// On a wide desktop window it stands beside the contacts form, 400 px from the form's left edge
// (docs/contract/widget-quiz-configurator.md §9), over the darkened right part; elsewhere below the question.
import { describeLine, type Estimate, formatMoney } from '../../shared/domain/quiz/estimate';
import { typograph } from '../../shared/domain/typography';

interface EstimatePanelProps {
  lines: Array<[string, string]>;
  /** The priced estimate, when the quiz has estimate rules. */
  money?: Estimate | undefined;
  pending: boolean;
  /** Beside the contacts form (desktop) rather than below the question. */
  besideForm?: boolean;
}

export function EstimatePanel({ lines, money, pending, besideForm = false }: EstimatePanelProps) {
  const priced = money !== undefined && money.lines.length > 0;
  if (!priced && lines.length === 0) return null;
  return (
    <aside className={`qz-estimate${besideForm ? ' qz-estimate--beside' : ''}`} aria-label="Ваш расчёт">
      {priced ? (
        <>
          <h2>
            Ваш расчёт: <output>{formatMoney(money.total, money.from)}</output>
          </h2>
          <ul>
            {money.lines.map((line) => (
              <li key={`${line.direction}/${line.service}/${line.quantity}`}>{typograph(describeLine(line))}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
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
        </>
      )}
    </aside>
  );
}

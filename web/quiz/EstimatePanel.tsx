// 'Ваш расчёт' (docs/contract/widget-quiz-configurator.md §2): the answers so far, without the contact fields, with a loading shimmer
// while the patient is still answering. On a wide desktop window it stands beside the contacts form,
// 400 px from the form's left edge (docs/contract/widget-quiz-configurator.md §9), over the darkened right part; elsewhere below the question.
import { typograph } from '../../shared/domain/typography';

interface EstimatePanelProps {
  lines: Array<[string, string]>;
  pending: boolean;
  /** Beside the contacts form (desktop) rather than below the question. */
  besideForm?: boolean;
}

export function EstimatePanel({ lines, pending, besideForm = false }: EstimatePanelProps) {
  if (lines.length === 0) return null;
  return (
    <aside className={`qz-estimate${besideForm ? ' qz-estimate--beside' : ''}`} aria-label="Ваш расчёт">
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

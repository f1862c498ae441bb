// The funnel of one variant: a bar per viewed step (its views, centred, so the narrowing reads as a
// funnel) drawn with visx, and beside it the same figures as a table, which is what screen readers
// and long question titles need: each step's visitors and their share of all, and how many of them went
// no further (issue 27 §3: a step's base is the visitors who reached it, whatever branch led there).
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { FunnelStep } from '../../../../../../shared/domain/quiz/funnel';

// About the size it is shown at on a desktop, so its labels read at their CSS size.
const WIDTH = 360;
const ROW = 48;

export function FunnelChart({ steps, caption }: { steps: readonly FunnelStep[]; caption: string }) {
  if (steps.length === 0) return <p className="empty-note">В варианте ещё нет вопросов.</p>;
  return (
    <figure className="funnel">
      <FunnelBars steps={steps} />
      <table className="funnel__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Шаг</th>
            <th scope="col">Дошли</th>
            <th scope="col">Ушли на шаге</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step, index) => (
            <tr key={step.title}>
              <th scope="row">
                <span className="funnel__index">{index + 1}</span>
                {step.title}
              </th>
              <td>{step.reach ? `${step.views} · ${step.reach}` : step.views}</td>
              <td>{step.left === undefined ? '—' : `${step.left} · ${step.dropOff}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function FunnelBars({ steps }: { steps: readonly FunnelStep[] }) {
  const height = steps.length * ROW;
  const rows = scaleBand<number>({ domain: steps.map((_, index) => index), range: [0, height], padding: 0.18 });
  const most = Math.max(1, ...steps.map((step) => step.views));
  // A step nobody saw still shows a sliver, so its row does not look missing.
  const width = scaleLinear<number>({ domain: [0, most], range: [6, WIDTH] });
  return (
    <svg className="funnel__chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-hidden="true" focusable="false">
      {steps.map((step, index) => {
        const barWidth = width(step.views);
        const y = rows(index) ?? 0;
        return (
          <g key={step.title}>
            <Bar className="funnel__bar" x={(WIDTH - barWidth) / 2} y={y} width={barWidth} height={rows.bandwidth()} rx={6} />
            <text className="funnel__label" x={WIDTH / 2} y={y + rows.bandwidth() / 2} dominantBaseline="central" textAnchor="middle">
              {`${index + 1}. ${step.views}${step.reach ? ` · ${step.reach}` : ''}`}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

// One delivery status: a coloured mark whose shape also tells the state (not colour alone), with the
// state as text for screen readers and the destinations in the tooltip.
import { STATUS_COLOUR_LABEL, type StatusColour } from '../../../../shared/domain/lead-status';
import type { StatusCell } from './lead-view';

const GLYPHS: Record<StatusColour, string> = {
  ok: 'M7 12.5l3 3 7-7',
  partial: 'M7 12h10',
  failed: 'M8 8l8 8M16 8l-8 8',
  pending: 'M12 7v5l3 2',
  off: 'M8 12h8',
  unknown: 'M10 9.5a2.2 2.2 0 1 1 2.9 2.1c-.6.3-.9.7-.9 1.3v.6M12 16.6v.1',
};

export function StatusGlyph({ colour }: { colour: StatusColour }) {
  return (
    <svg className={`status-mark status-mark--${colour}`} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" />
      <path d={GLYPHS[colour]} />
    </svg>
  );
}

/** In the table only the mark shows; on a phone card the channel name shows beside it. */
export function StatusMark({ cell }: { cell: StatusCell }) {
  const tooltip = [cell.text, ...cell.details].join('\n');
  return (
    <span className="status" title={tooltip} data-status={cell.colour} data-channel={cell.channel}>
      <StatusGlyph colour={cell.colour} />
      <span className="status__channel" aria-hidden="true">
        {cell.label}
      </span>
      <span className="visually-hidden">{cell.text}</span>
    </span>
  );
}

const LEGEND_ORDER: StatusColour[] = ['ok', 'partial', 'failed', 'pending', 'off', 'unknown'];

export function StatusLegend() {
  return (
    <ul className="status-legend" aria-label="Обозначения статусов отправки">
      {LEGEND_ORDER.map((colour) => (
        <li key={colour}>
          <StatusGlyph colour={colour} />
          {STATUS_COLOUR_LABEL[colour]}
        </li>
      ))}
    </ul>
  );
}

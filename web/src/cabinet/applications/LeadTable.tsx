// The leads as a table on a wide screen; applications.css turns each row into a card on a phone
// (one markup, so both show exactly the same cells).
import type { LeadView } from '../../../../shared/schemas/leads';
import { TrashIcon } from '../controls/Modal';
import { CHANNEL_LABELS, LEAD_COLUMN_LABELS, leadRow, statusChannels, type LeadColumn, type LeadQuizzes } from './lead-view';
import { StatusMark } from './StatusMark';

interface LeadTableProps {
  leads: readonly LeadView[];
  columns: readonly LeadColumn[];
  quizzes: LeadQuizzes;
  onOpen: (lead: LeadView) => void;
  /** Absent for whom lead work is refused (a marketer): no delete button. */
  onDelete?: (lead: LeadView) => void;
}

export function LeadTable({ leads, columns, quizzes, onOpen, onDelete }: LeadTableProps) {
  const channels = statusChannels(leads);
  return (
    <div className="leads-table-wrap scroll-cue">
      <table className="leads-table">
        <caption className="visually-hidden">Заявки, сначала новые</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={`leads-table__head--${column}`}>
                {LEAD_COLUMN_LABELS[column]}
              </th>
            ))}
            {channels.map((channel) => (
              <th key={channel} scope="col" className="leads-table__head--status">
                {CHANNEL_LABELS[channel]}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">Действия</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const row = leadRow(lead, columns, quizzes, channels);
            return (
              <tr key={row.id} className="leads-table__row" data-lead-id={row.id} onClick={() => onOpen(lead)}>
                {row.cells.map((cell) => (
                  <td
                    key={cell.column}
                    className={`leads-table__cell leads-table__cell--${cell.column}`}
                    data-label={cell.label}
                    title={cell.title}
                  >
                    {cell.column === 'name' ? (
                      <>
                        <button
                          type="button"
                          className="leads-table__open"
                          title={cell.text}
                          onClick={(event) => {
                            event.stopPropagation();
                            onOpen(lead);
                          }}
                        >
                          {cell.text}
                        </button>
                        <span className={`lead-kind lead-kind--${lead.kind}`}>{row.kind}</span>
                      </>
                    ) : cell.column === 'handling' ? (
                      <span className={`handling handling--${lead.handling.status}`}>{cell.text}</span>
                    ) : (
                      <span className="leads-table__value">{cell.text || <span className="leads-table__empty">—</span>}</span>
                    )}
                  </td>
                ))}
                {row.statuses.map((status) => (
                  <td key={status.channel} className="leads-table__cell leads-table__cell--status">
                    <StatusMark cell={status} />
                  </td>
                ))}
                <td className="leads-table__cell leads-table__cell--actions">
                  {onDelete ? (
                    <button
                      type="button"
                      className="icon-button icon-button--danger"
                      aria-label={`Удалить заявку: ${row.cells.find((cell) => cell.column === 'name')?.text ?? ''}`}
                      onClick={(event) => {
                        event.stopPropagation();
                        onDelete(lead);
                      }}
                    >
                      <TrashIcon />
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

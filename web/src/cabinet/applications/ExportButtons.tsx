// 'Скачать' the filtered list as XLSX or CSV (issue 26 §1). The file is made in the browser by a chunk
// loaded on the first press (export/download.ts), so the cabinet's first load carries no spreadsheet code.
import { useState } from 'react';
import { EXPORT_MAX_LEADS, type LeadListFilter } from './applications-api';

type Format = 'xlsx' | 'csv';

export function ExportButtons({ filter, disabled }: { filter: LeadListFilter; disabled: boolean }) {
  const [busy, setBusy] = useState<Format | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async (format: Format) => {
    setBusy(format);
    setMessage(null);
    try {
      const { exportLeads } = await import('./export/download');
      const { rows, more } = await exportLeads(format, filter);
      setMessage({
        ok: true,
        text: more
          ? `Скачано ${rows} заявок — больше ${EXPORT_MAX_LEADS} в один файл не входит, уточните период`
          : `Скачано заявок: ${rows}`,
      });
    } catch (error) {
      setMessage({ ok: false, text: error instanceof Error && error.message ? error.message : 'Не удалось подготовить файл' });
    } finally {
      setBusy(null);
    }
  };

  const button = (format: Format, label: string) => (
    <button
      type="button"
      className="btn btn--secondary btn--small"
      disabled={disabled || busy !== null}
      onClick={() => void run(format)}
      aria-label={`${label}: скачать найденные заявки`}
    >
      {busy === format ? <span className="spinner" aria-hidden="true" /> : null}
      {label}
    </button>
  );

  return (
    <div className="lead-export">
      <span className="lead-export__label">Скачать</span>
      {button('xlsx', 'Excel (XLSX)')}
      {button('csv', 'CSV')}
      {message ? (
        <p className={message.ok ? 'lead-export__result' : 'lead-export__result lead-export__result--error'} role="status">
          {message.text}
        </p>
      ) : null}
    </div>
  );
}

// The export as the browser runs it: every lead of the filter (applications-api.ts allLeadsOf), its rows,
// the file, and the download. The screen imports this module when the receptionist exports, and it loads
// the one file writer the format needs (exceljs is heavy; a CSV never loads it).
import { allLeadsOf, type LeadListFilter } from '../applications-api';
import { leadQuizzes } from '../lead-view';
import { exportFileName, exportRows } from './export-rows';

export type ExportFormat = 'xlsx' | 'csv';

function save(content: BlobPart, mediaType: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mediaType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once started; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the filter's leads; answers how many rows the file has and whether the filter found more. */
export async function exportLeads(
  format: ExportFormat,
  filter: LeadListFilter,
  signal?: AbortSignal,
): Promise<{ rows: number; more: boolean }> {
  const { leads, quizzes, more } = await allLeadsOf(filter, signal);
  const rows = exportRows(leads, leadQuizzes(quizzes));
  if (format === 'csv') {
    const { csvText, CSV_MEDIA_TYPE } = await import('./csv-file');
    save(csvText(rows), CSV_MEDIA_TYPE, exportFileName('csv'));
  } else {
    const { xlsxBytes, XLSX_MEDIA_TYPE } = await import('./xlsx-file');
    save(await xlsxBytes(rows), XLSX_MEDIA_TYPE, exportFileName('xlsx'));
  }
  return { rows: rows.length, more };
}

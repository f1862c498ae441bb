// The export's two files from its rows (export-rows.ts), each by a library made for it, loaded only when
// a receptionist exports (a chunk of its own, out of the cabinet's first load).
//   CSV (papaparse): Russian Excel opens a double-clicked CSV with the Windows list separator, which is ';'
//   where the decimal mark is a comma (as in Russia and Kazakhstan: wiki.imacros.net/csv), and reads it as
//   UTF-8 only with a byte order mark (donatstudios.com/CSV-An-Encoding-Nightmare). A cell starting with =,
//   +, -, @, a tab or a carriage return would run as a formula: papaparse's escapeFormulae puts a ' in front
//   and quotes it, as OWASP's CSV Injection page advises (owasp.org/www-community/attacks/CSV_Injection,
//   OWASP ASVS 1.2.10), so a patient's '=HYPERLINK(…)' stays text.
//   XLSX (exceljs): every value is written as a text cell, never a formula, so nothing in it runs.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { EXPORT_HEADER } from './export-rows';

export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BOM = '\uFEFF';

export function csvText(rows: readonly string[][]): string {
  return (
    BOM +
    Papa.unparse(
      { fields: [...EXPORT_HEADER], data: rows.map((row) => [...row]) },
      { delimiter: ';', newline: '\r\n', escapeFormulae: true },
    )
  );
}

const WIDTHS: Partial<Record<(typeof EXPORT_HEADER)[number], number>> = {
  'Дата (время клиники)': 18,
  ФИО: 28,
  Телефон: 18,
  Обработка: 14,
  Заметка: 40,
  'Кто изменил': 24,
  Врач: 24,
  Услуга: 28,
  'Время приёма': 18,
  Источник: 24,
  UTM: 30,
  Страница: 40,
  Комментарий: 40,
  'Номер заявки': 24,
};

export async function xlsxBytes(rows: readonly string[][]): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'ДентЛид';
  const sheet = workbook.addWorksheet('Заявки', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_HEADER.map((header) => ({ header, key: header, width: WIDTHS[header] ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow([...row]);
    added.eachCell((cell) => {
      cell.numFmt = '@';
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_HEADER.length } };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

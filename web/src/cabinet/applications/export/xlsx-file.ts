// The XLSX of the export (exceljs, about 260 KB gzipped), loaded only when a receptionist downloads one.
// Every value is written as a text cell (format '@'), never a formula, so nothing in it runs.
import ExcelJS from 'exceljs';
import { EXPORT_HEADER } from './export-rows';

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

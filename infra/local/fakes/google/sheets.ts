// The Sheets v4 rules the fake applies: A1 ranges (sheet title, columns), and how a value sent with
// valueInputOption RAW or USER_ENTERED is stored. RAW keeps every string a string ('=HYPERLINK(…)'
// stays text); USER_ENTERED parses it as if typed: '=…' becomes a formula, '+7999…' a number.
import type { Cell, CellValue, FakeSheet, FakeSpreadsheet } from './state';

export const VALUE_INPUT_OPTIONS = ['RAW', 'USER_ENTERED'] as const;
export type ValueInputOption = (typeof VALUE_INPUT_OPTIONS)[number];

export interface A1Range {
  sheetTitle?: string;
  /** 0-based first and last column, when the range names columns. */
  columns?: [number, number];
}

function columnIndex(letters: string): number {
  return [...letters.toUpperCase()].reduce((index, letter) => index * 26 + (letter.charCodeAt(0) - 64), 0) - 1;
}

export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** "'Заявки'!A1:L" → { sheetTitle: 'Заявки', columns: [0, 11] }; 'Leads' → { sheetTitle: 'Leads' }. */
export function parseA1(range: string): A1Range {
  const bang = range.lastIndexOf('!');
  const sheetPart = bang >= 0 ? range.slice(0, bang) : undefined;
  const cellsPart = bang >= 0 ? range.slice(bang + 1) : range;
  // Without '!', a bare word is a sheet's title ('Leads'); cells have a digit or a colon ('A1', 'A:L').
  const cells = bang < 0 && !/[\d:]/.test(cellsPart) ? null : /^([A-Za-z]+)\d*(?::([A-Za-z]+)\d*)?$/.exec(cellsPart);
  const sheetTitle = sheetPart?.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
  if (!cells) return { sheetTitle: sheetTitle ?? cellsPart };
  const first = columnIndex(cells[1]!);
  return { ...(sheetTitle ? { sheetTitle } : {}), columns: [first, cells[2] ? columnIndex(cells[2]) : first] };
}

export function sheetOf(spreadsheet: FakeSpreadsheet, range: A1Range): FakeSheet | undefined {
  return range.sheetTitle === undefined ? spreadsheet.sheets[0] : spreadsheet.sheets.find((sheet) => sheet.title === range.sheetTitle);
}

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function storedCell(value: unknown, option: ValueInputOption): Cell {
  return { userEnteredValue: storedValue(value, option) };
}

function storedValue(value: unknown, option: ValueInputOption): CellValue {
  if (typeof value === 'number') return { numberValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  const text = value === null || value === undefined ? '' : String(value);
  if (option === 'RAW') return { stringValue: text };
  if (text.startsWith('=')) return { formulaValue: text };
  if (NUMBER.test(text.trim())) return { numberValue: Number(text.trim()) };
  if (/^(true|false)$/i.test(text.trim())) return { boolValue: text.trim().toLowerCase() === 'true' };
  return { stringValue: text };
}

/** The A1 notation of rows [first, last] (1-based) over `width` columns of a sheet. */
export function rowsRange(sheetTitle: string, first: number, last: number, width: number): string {
  return `${quoteTitle(sheetTitle)}!A${first}:${columnLetters(Math.max(0, width - 1))}${last}`;
}

export function quoteTitle(title: string): string {
  return /^[A-Za-z0-9_]+$/.test(title) ? title : `'${title.replace(/'/g, "''")}'`;
}

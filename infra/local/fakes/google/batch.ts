// The Sheets v4 calls that address a tab by its sheetId, which stays when the clinic renames the tab:
//   spreadsheets.batchUpdate with appendCells requests (only those: any other kind is refused as the fake
//     does not model it); atomic as Google's: one invalid request and nothing is applied
//     https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets/batchUpdate
//     https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets/request#AppendCellsRequest
//   spreadsheets.values.batchGetByDataFilter with gridRange (or a1Range) filters
//     https://developers.google.com/sheets/api/reference/rest/v4/spreadsheets.values/batchGetByDataFilter
//     https://developers.google.com/sheets/api/reference/rest/v4/DataFilter, …/rest/v4/other#GridRange
import { type Answer, invalidArgument } from './answers';
import { cellText } from './pages';
import { columnLetters, parseA1, quoteTitle, sheetOf } from './sheets';
import type { Cell, CellValue, FakeSheet, FakeSpreadsheet } from './state';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** ExtendedValue is a oneof: exactly one of these. */
const VALUE_KINDS = ['stringValue', 'numberValue', 'boolValue', 'formulaValue'] as const;

function cellOf(data: unknown, writesValue: boolean, where: string): Cell | string {
  if (!isObject(data)) return `${where}: expected CellData`;
  if (!writesValue || data.userEnteredValue === undefined) return { userEnteredValue: { stringValue: '' } };
  const value = data.userEnteredValue;
  const kinds = isObject(value) ? VALUE_KINDS.filter((kind) => value[kind] !== undefined) : [];
  if (!isObject(value) || kinds.length !== 1) return `${where}.userEnteredValue: exactly one of ${VALUE_KINDS.join(', ')}`;
  const kind = kinds[0]!;
  const raw = value[kind];
  const expected = kind === 'numberValue' ? 'number' : kind === 'boolValue' ? 'boolean' : 'string';
  if (typeof raw !== expected) return `${where}.userEnteredValue.${kind}: expected a ${expected}`;
  return { userEnteredValue: { [kind]: raw } as CellValue };
}

interface PlannedAppend {
  sheet: FakeSheet;
  rows: Cell[][];
}

function planAppend(spreadsheet: FakeSpreadsheet, request: Json, index: number): PlannedAppend | string {
  const where = `Invalid requests[${index}].appendCells`;
  const append = request.appendCells;
  if (!isObject(append)) return `${where}: expected an object`;
  const sheetId = append.sheetId ?? 0;
  const sheet = spreadsheet.sheets.find((candidate) => candidate.sheetId === sheetId);
  if (!sheet) return `${where}: No grid with id: ${String(sheetId)}`;
  const fields = typeof append.fields === 'string' ? append.fields.trim() : '';
  if (fields === '') return `${where}: At least one field must be specified.`;
  const writesValue = fields === '*' || fields.split(',').some((field) => field.trim().split('.')[0] === 'userEnteredValue');
  if (!Array.isArray(append.rows)) return `${where}: rows: expected a list of RowData`;
  const rows: Cell[][] = [];
  for (const [rowIndex, row] of append.rows.entries()) {
    const values = isObject(row) ? (row.values ?? []) : undefined;
    if (!Array.isArray(values)) return `${where}.rows[${rowIndex}]: expected RowData {values}`;
    const cells: Cell[] = [];
    for (const [cellIndex, data] of values.entries()) {
      const cell = cellOf(data, writesValue, `${where}.rows[${rowIndex}].values[${cellIndex}]`);
      if (typeof cell === 'string') return cell;
      cells.push(cell);
    }
    rows.push(cells);
  }
  return { sheet, rows };
}

/** POST /v4/spreadsheets/{id}:batchUpdate: every request checked first, then all applied (or none). */
export function batchUpdate(spreadsheet: FakeSpreadsheet, body: Json): Answer {
  const requests = body.requests;
  if (!Array.isArray(requests) || requests.length === 0) return invalidArgument('Invalid requests: at least one request is required');
  const planned: PlannedAppend[] = [];
  for (const [index, request] of requests.entries()) {
    if (!isObject(request)) return invalidArgument(`Invalid requests[${index}]: expected a Request`);
    const kinds = Object.keys(request);
    if (kinds.length !== 1) return invalidArgument(`Invalid requests[${index}]: exactly one kind of request`);
    if (kinds[0] !== 'appendCells') return invalidArgument(`Invalid requests[${index}]: ${kinds[0]} is not modelled by the local fake`);
    const plan = planAppend(spreadsheet, request, index);
    if (typeof plan === 'string') return invalidArgument(plan);
    planned.push(plan);
  }
  // "Adds new cells after the last row with data in a sheet".
  for (const { sheet, rows } of planned) sheet.rows.push(...rows);
  return { status: 200, body: { spreadsheetId: spreadsheet.spreadsheetId, replies: planned.map(() => ({})) } };
}

interface Window {
  sheet: FakeSheet;
  rows: [number, number];
  columns: [number, number];
}

const index = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);

function windowOf(spreadsheet: FakeSpreadsheet, filter: unknown, where: string): Window | string {
  if (!isObject(filter)) return `${where}: expected a DataFilter`;
  const kinds = Object.keys(filter);
  if (kinds.length !== 1) return `${where}: exactly one of gridRange, a1Range, developerMetadataLookup`;
  if (typeof filter.a1Range === 'string') {
    const parsed = parseA1(filter.a1Range);
    const sheet = sheetOf(spreadsheet, parsed);
    if (!sheet) return `${where}: Unable to parse range: ${filter.a1Range}`;
    return {
      sheet,
      rows: [0, Number.MAX_SAFE_INTEGER],
      columns: parsed.columns ? [parsed.columns[0], parsed.columns[1] + 1] : [0, Number.MAX_SAFE_INTEGER],
    };
  }
  const grid = filter.gridRange;
  if (!isObject(grid)) return `${where}: ${kinds[0]} is not modelled by the local fake`;
  const sheetId = grid.sheetId ?? 0;
  const sheet = spreadsheet.sheets.find((candidate) => candidate.sheetId === sheetId);
  if (!sheet) return `${where}: No grid with id: ${String(sheetId)}`;
  return {
    sheet,
    rows: [index(grid.startRowIndex, 0), index(grid.endRowIndex, Number.MAX_SAFE_INTEGER)],
    columns: [index(grid.startColumnIndex, 0), index(grid.endColumnIndex, Number.MAX_SAFE_INTEGER)],
  };
}

/** Formatted values of the window, trailing empty cells and rows left out as a ValueRange does. */
function valuesOf({ sheet, rows, columns }: Window): string[][] {
  const values = sheet.rows.slice(rows[0], rows[1]).map((row) => {
    const cells = row.slice(columns[0], columns[1]).map(cellText);
    while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
    return cells;
  });
  while (values.length > 0 && values[values.length - 1]!.length === 0) values.pop();
  return values;
}

function a1Of({ sheet, rows, columns }: Window, values: string[][]): string {
  const width = Math.max(1, ...values.map((row) => row.length));
  const lastColumn = Math.min(columns[1] - 1, columns[0] + width - 1);
  const lastRow = Math.min(rows[1], rows[0] + Math.max(values.length, 1));
  return `${quoteTitle(sheet.title)}!${columnLetters(columns[0])}${rows[0] + 1}:${columnLetters(lastColumn)}${lastRow}`;
}

/** POST /v4/spreadsheets/{id}/values:batchGetByDataFilter. */
export function valuesByDataFilter(spreadsheet: FakeSpreadsheet, body: Json): Answer {
  const filters = body.dataFilters;
  if (!Array.isArray(filters) || filters.length === 0) return invalidArgument('Invalid dataFilters: at least one data filter is required');
  const valueRanges: object[] = [];
  for (const [position, filter] of filters.entries()) {
    const window = windowOf(spreadsheet, filter, `Invalid dataFilters[${position}]`);
    if (typeof window === 'string') return invalidArgument(window);
    const values = valuesOf(window);
    valueRanges.push({
      valueRange: { range: a1Of(window, values), majorDimension: 'ROWS', ...(values.length > 0 ? { values } : {}) },
      dataFilters: [filter],
    });
  }
  return { status: 200, body: { spreadsheetId: spreadsheet.spreadsheetId, valueRanges } };
}

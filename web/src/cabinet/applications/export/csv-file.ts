// The CSV of the export (papaparse), loaded only when a receptionist downloads a CSV. Russian Excel opens a
// double-clicked CSV with the Windows list separator, which is ';' where the decimal mark is a comma (as in
// Russia and Kazakhstan: wiki.imacros.net/csv), and reads it as UTF-8 only with a byte order mark
// (donatstudios.com/CSV-An-Encoding-Nightmare). A cell starting with =, +, -, @, a tab or a carriage return
// would run as a formula: papaparse's escapeFormulae puts a ' in front and quotes it, as OWASP's CSV
// Injection page advises (owasp.org/www-community/attacks/CSV_Injection; OWASP ASVS 1.2.10), so a patient's
// '=HYPERLINK(…)' stays text.
import Papa from 'papaparse';
import { EXPORT_HEADER } from './export-rows';

export const CSV_MEDIA_TYPE = 'text/csv;charset=utf-8';
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

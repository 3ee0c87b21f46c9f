import { stringify } from 'csv-stringify/sync';

/** What a spreadsheet reads as the start of a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell a spreadsheet shows as text: one starting like a formula gets a leading `'`, so
 * `=HYPERLINK(...)` in a customer's name is never run on the accountant's machine.
 */
export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * Every CSV the shop hands out: UTF-8 with a byte-order mark, `;` between fields (Excel in
 * Argentina opens it as columns), CRLF line ends, and every cell neutralised.
 */
export function spreadsheetCsv(rows: readonly (readonly string[])[]): string {
  const safe = rows.map((row) => row.map(spreadsheetSafe));
  // A lone CR or LF inside a cell is quoted too, or a spreadsheet would start a row there.
  return `\uFEFF${stringify(safe, { delimiter: ';', record_delimiter: '\r\n', quoted_match: /[\r\n]/ })}`;
}

/** A cell as a column produces it; null and undefined become an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/** One CSV column: its header and how a row yields its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

// Spreadsheets run a text cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, neutralised against formula injection and quoted where RFC 4180 asks for it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers and booleans are data, never formulas: "-3" stays a negative number.
  if (typeof value !== 'string') return Number.isFinite(value) || typeof value === 'boolean' ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * An RFC 4180 document: a header line, then one line per row, CRLF-separated and ending in CRLF.
 * Text cells that a spreadsheet would run as a formula are prefixed with a single quote.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return line(columns.map((c) => c.header)) + rows.map((row) => line(columns.map((c) => c.value(row)))).join('');
}

// CSV written by hand (decision 012): RFC 4180 quoting, and cells a spreadsheet could run kept as text.

// Formula starts, and a semicolon: the field separator of many locales' spreadsheets.
const FORMULA_START = /^[=+\-@\t\r;]/;
const CSV_SPECIAL = /[",\r\n]/;

/** A cell a spreadsheet could run as a formula is kept as text by a leading apostrophe. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a quote, comma or line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return CSV_SPECIAL.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV line of cells as they are (neutralise them first when they come from users). */
export const csvLine = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;

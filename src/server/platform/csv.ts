// CSV written by hand (decision 012): RFC 4180 quoting, and cells a spreadsheet could run kept as text.
import { Transform } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';

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

/** Starts every CSV file we send: without it Excel reads UTF-8 as the local code page ("£" comes out as "Â£"). */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** One CSV line of cells as they are (neutralise them first when they come from users). */
export const csvLine = (cells: string[]) => `${cells.map(csvField).join(',')}\r\n`;

// The same CSV from PostgreSQL's own writer (`COPY ... TO STDOUT WITH (FORMAT csv)`), which quotes a
// field exactly when csvField does, with two differences made up for here: it quotes an empty
// string (a null comes out as nothing, so empty cells are sent as nulls) and it ends records with
// a bare line feed (crlfRecords adds the carriage return).

/** The code points of the formula starts neutraliseCell guards against. */
export const FORMULA_START_CODES = [...'=+-@\t\r;'].map((c) => c.charCodeAt(0));

/**
 * neutraliseCell in SQL, for a text value that is never null: a leading apostrophe when the first
 * character starts a formula; an empty value becomes null (an empty cell to COPY).
 */
export function neutralisedCellSql(value: SQL): SQL {
  return sql`case when ascii(${value}) in (${sql.raw(FORMULA_START_CODES.join(', '))}) then '''' || ${value} else nullif(${value}, '') end`;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Turns the bare line feed that ends each CSV record into CR LF, leaving line feeds inside quoted
 * fields as they are. Every quote of PostgreSQL's CSV belongs to a quoted field, and a doubled
 * quote inside one flips the state twice, so counting quotes tells data from record ends.
 */
export function crlfRecords(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const ends: number[] = [];
      let quote = chunk.indexOf(QUOTE);
      let lf = chunk.indexOf(LF);
      while (true) {
        if (quoted) {
          if (quote === -1) break;
          quoted = false;
          const at = quote + 1;
          quote = chunk.indexOf(QUOTE, at);
          if (lf !== -1 && lf < at) lf = chunk.indexOf(LF, at);
        } else {
          if (quote !== -1 && (lf === -1 || quote < lf)) {
            quoted = true;
            quote = chunk.indexOf(QUOTE, quote + 1);
          } else if (lf !== -1) {
            ends.push(lf);
            lf = chunk.indexOf(LF, lf + 1);
          } else break;
        }
      }
      if (!ends.length) return done(null, chunk);
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let to = 0;
      for (const end of ends) {
        to += chunk.copy(out, to, from, end);
        out[to++] = CR;
        from = end;
      }
      chunk.copy(out, to, from);
      done(null, out);
    },
  });
}

/**
 * An uploaded file's name as we keep and serve it. A person's own words stay (letters and digits of
 * any script, dashes, spaces, ordinary punctuation: "March–May statement (final).pdf"); what could
 * mislead or break something goes: the path before it, control and invisible characters (a bidi
 * override makes "invoice\u202Efdp.exe" read as "invoiceexe.pdf"), characters file systems refuse,
 * leading dots (a hidden file) and excess length.
 */

/** Kept: letters (with their marks), digits, space, dashes, quotes, brackets, currency and a few harmless signs. */
const UNSAFE = /[^\p{L}\p{M}\p{N}\p{Pd}\p{Pi}\p{Pf}\p{Ps}\p{Pe}\p{Sc} .,;'!&+=@#_~]+/gu;
// Format characters (bidi overrides and isolates, zero-width spaces and joiners, soft hyphen, BOM) are invisible: dropped, not replaced.
const INVISIBLE = /\p{Cf}/gu;
const MAX_CHARACTERS = 200;
// Most file systems take 255 bytes in a name: this leaves room for the extension and a prefix (the personal-data export's "<id>-").
const MAX_UTF8_BYTES = 240;

function bounded(base: string): string {
  let chars = Array.from(base).slice(0, MAX_CHARACTERS);
  while (Buffer.byteLength(chars.join('')) > MAX_UTF8_BYTES) chars = chars.slice(0, -1);
  return chars.join('');
}

/** The name's harmless part, without its extension; '' when nothing is left. */
export function safeBaseName(name: string): string {
  const base = name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/\p{Zs}/gu, ' ')
    .replace(UNSAFE, '_')
    .replace(/ {2,}/g, ' ');
  return bounded(base.replace(/^[\s.]+/, '')).replace(/[\s.]+$/, '');
}

/** A safe name whose extension is the file's real type's ("statement.png" holding a PDF -> "statement.pdf"). */
export function safeFileName(name: string, extension: string): string {
  return `${safeBaseName(name) || 'document'}.${extension}`;
}

/** A stored name in plain printable ASCII, for clients that do not read `filename*`: "March–May" -> "March-May". */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Pd}/gu, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
}

/** RFC 5987 encoding: encodeURIComponent leaves ' ( ) * as they are, which `filename*` does not allow. */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The Content-Disposition of a download: an ASCII `filename` and the exact name in `filename*`. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${rfc5987(fileName)}`;
}

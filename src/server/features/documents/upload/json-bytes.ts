/** The bytes of JSON the upload's readers look for, read before any text is decoded. */
export const QUOTE = 0x22;
export const BACKSLASH = 0x5c;
export const COLON = 0x3a;
export const COMMA = 0x2c;
export const isOpening = (c: number) => c === 0x7b || c === 0x5b;
export const isClosing = (c: number) => c === 0x7d || c === 0x5d;
// What \s removed before decoding (ASCII): space, tab, line feed, vertical tab, form feed, carriage return.
export const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);

export const INVALID_JSON_MESSAGE = 'Request body is not valid JSON';

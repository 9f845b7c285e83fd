import { BACKSLASH, COLON, COMMA, isClosing, isOpening, QUOTE } from './json-bytes';

// An upload is one flat object of a few fields: its brackets, commas and colons outside strings are few.
const MAX_DEPTH = 8;
const MAX_STRUCTURE = 1_000;
export const UPLOAD_SHAPE_MESSAGE = 'Request body is not a document upload: too deeply nested or too many values';

/**
 * Follows the JSON's shape chunk by chunk as it arrives, so a body of nested arrays or millions of
 * values is refused at its first chunks, before it is held or parsed. Strings are skipped with
 * indexOf (the base64 file is one long string). Returns false once the body cannot be an upload.
 */
export function uploadShapeGuard(): (chunk: Buffer) => boolean {
  let inString = false;
  let escaped = false;
  let depth = 0;
  let structure = 0;
  return (chunk) => {
    let i = 0;
    let backslash = -1;
    while (i < chunk.length) {
      if (inString) {
        if (escaped) {
          escaped = false;
          i += 1;
          continue;
        }
        const quote = chunk.indexOf(QUOTE, i);
        if (backslash !== -2 && backslash < i) backslash = chunk.indexOf(BACKSLASH, i);
        if (backslash === -1) backslash = -2; // none left in this chunk
        if (backslash >= 0 && (quote === -1 || backslash < quote)) {
          escaped = true;
          i = backslash + 1;
          continue;
        }
        if (quote === -1) return true;
        inString = false;
        i = quote + 1;
        continue;
      }
      const c = chunk[i];
      if (c === QUOTE) inString = true;
      else if (isOpening(c)) {
        depth += 1;
        structure += 1;
        if (depth > MAX_DEPTH) return false;
      } else if (isClosing(c)) depth -= 1;
      else if (c === COMMA || c === COLON) structure += 1;
      if (structure > MAX_STRUCTURE) return false;
      i += 1;
    }
    return true;
  };
}

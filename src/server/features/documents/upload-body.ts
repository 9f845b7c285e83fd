import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadToasts } from '../../../contract/documents/documents';
import { HttpError } from '../../platform/http-error';

/**
 * The upload's JSON body, parsed without holding the file three times over. The default JSON
 * parser keeps the body as a string, then JSON.parse copies the base64 field, then it is decoded:
 * about 40 MB of transient memory per 10 MB file. Here the body is read into one buffer (its
 * Content-Length), the `fileData` string is found in place and decoded slice by slice into the
 * file's own buffer, and only the small rest of the object goes through JSON.parse.
 * Anything unusual (escapes or whitespace inside the base64, a repeated key) takes the ordinary path.
 */

const decodedFiles = new WeakMap<FastifyRequest, Buffer>();
/** Stands in for `fileData` in the parsed body when the file was decoded here. */
export const PREDECODED_FILE = 'predecoded';

/** The file decoded while parsing this request's body, if it was. */
export function takeDecodedFile(request: FastifyRequest): Buffer | undefined {
  const bytes = decodedFiles.get(request);
  decodedFiles.delete(request);
  return bytes;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const KEY = Buffer.from('"fileData"');
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
// Base64 characters decoded at a time (a multiple of 4): small enough that each slice's string is
// short-lived young-generation garbage, not a large object that holds resident memory until a full GC.
const SLICE = 16 * 1024;

const isBase64Char = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2f;

/** The [start, end) of the top-level `fileData` string's contents, or null. */
function findFileData(body: Buffer): [number, number] | null {
  let depth = 0;
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (c === QUOTE) {
      const keyStart = i;
      i += 1;
      while (i < body.length && body[i] !== QUOTE) i += body[i] === BACKSLASH ? 2 : 1;
      if (depth !== 1 || i - keyStart + 1 !== KEY.length || !body.subarray(keyStart, i + 1).equals(KEY)) continue;
      let j = i + 1;
      while (j < body.length && (body[j] === 0x20 || body[j] === 0x0a || body[j] === 0x0d || body[j] === 0x09)) j += 1;
      if (body[j] !== 0x3a) continue; // a value, not a key
      j += 1;
      while (j < body.length && (body[j] === 0x20 || body[j] === 0x0a || body[j] === 0x0d || body[j] === 0x09)) j += 1;
      if (body[j] !== QUOTE) return null;
      const start = j + 1;
      let end = start;
      while (end < body.length && body[end] !== QUOTE) {
        if (body[end] === BACKSLASH) return null; // escapes: the ordinary path
        end += 1;
      }
      return end < body.length ? [start, end] : null;
    }
    if (c === 0x7b || c === 0x5b) depth += 1;
    else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return null;
}

/** Decodes plain base64 (no whitespace) in place into the file's buffer; null when it is not plain base64. */
function decodeSpan(body: Buffer, start: number, end: number): Buffer | null {
  if (end === start) return null; // "" is the schema's to refuse
  const prefix = DATA_URL_PREFIX.exec(body.toString('latin1', start, Math.min(end, start + 256)));
  const from = start + (prefix ? prefix[0].length : 0);
  let padding = 0;
  if (end - from >= 1 && body[end - 1] === 0x3d) padding = end - from >= 2 && body[end - 2] === 0x3d ? 2 : 1;
  for (let i = from; i < end - padding; i += 1) if (!isBase64Char(body[i])) return null;
  const length = end - from;
  if (length % 4 !== 0) throw new HttpError(400, 'File data must be base64');
  const size = (length / 4) * 3 - padding;
  if (size > MAX_UPLOAD_BYTES) throw new HttpError(413, uploadToasts.tooLarge.description);
  if (size === 0) throw new HttpError(400, 'The file is empty');
  const file = Buffer.allocUnsafe(size);
  let written = 0;
  for (let i = from; i < end; i += SLICE) {
    written += file.write(body.toString('latin1', i, Math.min(end, i + SLICE)), written, 'base64');
  }
  return file;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** Parses the upload body; see the file comment. */
export function parseUploadBody(request: FastifyRequest, body: Buffer): unknown {
  if (body.length === 0) throw new HttpError(400, 'Request body must not be empty');
  const span = findFileData(body);
  const file = span ? decodeSpan(body, span[0], span[1]) : null;
  if (!span || !file) return parseJson(body.toString('utf8'));
  const parsed = parseJson(Buffer.concat([body.subarray(0, span[0]), body.subarray(span[1])]).toString('utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || (parsed as { fileData?: unknown }).fileData !== '') {
    return parseJson(body.toString('utf8'));
  }
  decodedFiles.set(request, file);
  return { ...parsed, fileData: PREDECODED_FILE };
}

// An upload is one flat object of a few fields: its brackets, commas and colons outside strings are few.
const MAX_DEPTH = 8;
const MAX_STRUCTURE = 1_000;
export const UPLOAD_SHAPE_MESSAGE = 'Request body is not a document upload: too deeply nested or too many values';

/**
 * Follows the JSON's shape chunk by chunk as it arrives, so a body of nested arrays or millions of
 * values is refused at its first chunks, before it is held or parsed. Strings are skipped with
 * indexOf (the base64 file is one long string). Returns false once the body cannot be an upload.
 */
function uploadShapeGuard(): (chunk: Buffer) => boolean {
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
      else if (c === 0x7b || c === 0x5b) {
        depth += 1;
        structure += 1;
        if (depth > MAX_DEPTH) return false;
      } else if (c === 0x7d || c === 0x5d) depth -= 1;
      else if (c === 0x2c || c === 0x3a) structure += 1;
      if (structure > MAX_STRUCTURE) return false;
      i += 1;
    }
    return true;
  };
}

/**
 * Reads a request body into one buffer of its declared length (no chunk list and copy), up to `limit`
 * bytes; a body whose shape cannot be an upload's is refused as it arrives (400).
 */
export function readBody(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    const tooLarge = () => new HttpError(413, uploadToasts.tooLarge.description);
    if (declared > limit) {
      reject(tooLarge());
      return;
    }
    const known = Number.isInteger(declared) && declared >= 0;
    let buffer = Buffer.allocUnsafe(known ? declared : 64 * 1024);
    let length = 0;
    let failed = false;
    const shapeFits = uploadShapeGuard();
    payload.on('data', (chunk: Buffer) => {
      if (failed) return;
      if (!shapeFits(chunk)) {
        failed = true;
        reject(new HttpError(400, UPLOAD_SHAPE_MESSAGE));
        return;
      }
      if (length + chunk.length > limit || (known && length + chunk.length > declared)) {
        failed = true;
        reject(length + chunk.length > limit ? tooLarge() : new HttpError(400, 'Request body is longer than its Content-Length'));
        return;
      }
      if (length + chunk.length > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(limit, Math.max(buffer.length * 2, length + chunk.length)));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      chunk.copy(buffer, length);
      length += chunk.length;
    });
    payload.on('error', (error) => {
      failed = true;
      reject(error);
    });
    payload.on('end', () => {
      if (failed) return;
      if (known && length !== declared) reject(new HttpError(400, 'Request body is shorter than its Content-Length'));
      else resolve(buffer.subarray(0, length));
    });
  });
}

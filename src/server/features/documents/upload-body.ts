import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, uploadToasts } from '../../../contract/documents/documents';
import { HttpError } from '../../platform/http-error';

/**
 * The upload's JSON body, received as it streams in, without holding the file (decision 026):
 * the top-level `fileData` string is decoded from base64 as its bytes arrive and written to a
 * temporary file (private to this process, removed once the request is answered), and only the small
 * rest of the object is kept and parsed with JSON.parse. A 10 MB upload thus costs the server a few
 * chunks of memory, not the 14 MB body plus the file plus copies of it. The route then checks the
 * file's type from the temporary file and streams it into the database in pieces
 * (documents service). The string may hold anything JSON allows: escapes (`\/`, `\n`, `\u0041`),
 * whitespace (skipped, as before), a `data:...;base64,` prefix.
 */

/** A file received with its request: where it waits and its size in bytes. */
export interface ReceivedFile {
  path: string;
  size: number;
}

const receivedFiles = new WeakMap<FastifyRequest, ReceivedFile>();
/** Stands in for `fileData` in the parsed body when the file was received here. */
export const PREDECODED_FILE = 'predecoded';
export const FILE_DATA_MESSAGE = 'File data must be base64';
export const EMPTY_FILE_MESSAGE = 'The file is empty';
export const UPLOAD_FIELDS_MESSAGE = 'Request body is not a document upload: one file and a few short fields';

/** The file received with this request, if any; the caller removes it (removeFile) when done. */
export function takeReceivedFile(request: FastifyRequest): ReceivedFile | undefined {
  const file = receivedFiles.get(request);
  receivedFiles.delete(request);
  return file;
}

export async function removeFile(file: ReceivedFile | undefined): Promise<void> {
  if (file) await unlink(file.path).catch(() => {});
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
// The fields besides the file (ids, type, name): a few hundred bytes in a real upload.
const REST_LIMIT = 64 * 1024;
// Decoded bytes written to the file at a time.
const OUT_BYTES = 64 * 1024;
const KEY = 'fileData';

const INVALID = -1;
const SPACE = -2;
const PAD = -3;
/** Each ASCII character's base64 value (0-63), or what else it is: whitespace (skipped, as \s was), '=' or invalid. */
const BASE64_VALUES = (() => {
  const values = new Int8Array(128).fill(INVALID);
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  for (let i = 0; i < alphabet.length; i += 1) values[alphabet.charCodeAt(i)] = i;
  for (const c of [0x20, 0x09, 0x0a, 0x0b, 0x0c, 0x0d]) values[c] = SPACE;
  values[0x3d] = PAD;
  return values;
})();
// What \s removed before decoding (ASCII): space, tab, line feed, vertical tab, form feed, carriage return.
const isSpace = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);
const SIMPLE_ESCAPES: Record<number, number> = { 34: 0x22, 92: 0x5c, 47: 0x2f, 98: 0x08, 102: 0x0c, 110: 0x0a, 114: 0x0d, 116: 0x09 };

/**
 * Decodes the characters of the `fileData` string (escapes already resolved) into a file: base64 in
 * slices, written as it goes, whitespace skipped, a data URL's prefix dropped.
 */
class FileDecoder {
  readonly path = path.join(tmpdir(), `recourse-upload-${randomBytes(12).toString('hex')}`);
  private readonly out: WriteStream;
  // Decoded by hand, byte to byte: no string per slice (a 10 MB file would churn 14 MB of them
  // through the young generation, which grows the heap as much as holding the file would).
  private bytes: Buffer = Buffer.allocUnsafe(OUT_BYTES);
  /** Output buffers the file has finished writing, used again: a new one per slice would leave 10 MB of garbage per upload. */
  private readonly spare: Buffer[] = [];
  private used = 0;
  private quad = 0;
  private quadLength = 0;
  private count = 0;
  private padding = 0;
  size = 0;
  /** The first characters, kept until it is known whether they are a data URL's prefix. */
  private head: number[] | null = [];
  private failure: Error | null = null;
  /** No character at all: `""`, left to the schema ("File data is required"). */
  blank = true;

  /** `pause` stops the body while the file's writes catch up, `resume` lets it flow again. */
  constructor(
    private readonly pause: () => void,
    private readonly resume: () => void,
  ) {
    this.out = createWriteStream(this.path, { flags: 'wx', mode: 0o600 });
    this.out.on('error', (error) => {
      this.failure ??= error;
    });
  }

  char(c: number) {
    this.blank = false;
    if (this.head) {
      this.head.push(c);
      if (c === 0x2c || this.head.length > 256 || this.head[0] !== 0x64) this.endHead();
      return;
    }
    const value = c < 128 ? BASE64_VALUES[c] : INVALID;
    if (value === SPACE) return;
    this.count += 1;
    if (value === PAD) {
      this.padding += 1;
      if (this.padding > 2) throw new HttpError(400, FILE_DATA_MESSAGE);
      return;
    }
    if (value === INVALID || this.padding > 0) throw new HttpError(400, FILE_DATA_MESSAGE);
    this.quad = (this.quad << 6) | value;
    this.quadLength += 1;
    if (this.quadLength === 4) {
      const { bytes, quad } = this;
      bytes[this.used] = quad >>> 16;
      bytes[this.used + 1] = (quad >>> 8) & 0xff;
      bytes[this.used + 2] = quad & 0xff;
      this.used += 3;
      this.quad = 0;
      this.quadLength = 0;
      if (this.used + 3 > OUT_BYTES) this.flush();
    }
  }

  private endHead() {
    const head = this.head ?? [];
    this.head = null;
    const text = String.fromCharCode(...head);
    const prefix = DATA_URL_PREFIX.exec(text);
    for (const c of prefix ? head.slice(prefix[0].length) : head) this.char(c);
  }

  private flush() {
    if (this.used === 0) return;
    this.size += this.used;
    if (this.size > MAX_UPLOAD_BYTES) throw new HttpError(413, uploadToasts.tooLarge.description);
    if (this.failure) throw this.failure;
    const full = this.bytes;
    const written = this.out.write(full.subarray(0, this.used), () => this.spare.push(full));
    this.bytes = this.spare.pop() ?? Buffer.allocUnsafe(OUT_BYTES);
    this.used = 0;
    if (!written && !this.out.writableEnded) {
      this.pause();
      this.out.once('drain', this.resume);
    }
  }

  /** The string ended: the last characters decoded, the file complete on disk. */
  async finish(): Promise<number> {
    if (this.head) this.endHead();
    if (this.blank) {
      await this.discard();
      return 0;
    }
    if (this.count % 4 !== 0) throw new HttpError(400, FILE_DATA_MESSAGE);
    // What the padding leaves of the last group: 3 characters are 2 bytes, 2 are 1.
    if (this.quadLength === 3) {
      this.bytes[this.used] = (this.quad >>> 10) & 0xff;
      this.bytes[this.used + 1] = (this.quad >>> 2) & 0xff;
      this.used += 2;
    } else if (this.quadLength === 2) {
      this.bytes[this.used] = (this.quad >>> 4) & 0xff;
      this.used += 1;
    }
    this.flush();
    if (this.size === 0) throw new HttpError(400, EMPTY_FILE_MESSAGE);
    await new Promise<void>((resolve, reject) => {
      this.out.end((error?: Error | null) => (error || this.failure ? reject(error ?? this.failure) : resolve()));
    });
    // An ended stream emits no 'drain': a body paused for it flows again here.
    this.out.removeListener('drain', this.resume);
    this.resume();
    return this.size;
  }

  /** Stops writing and removes the file (once the stream has let go of it, so it is not created after). */
  async discard() {
    if (!this.out.closed) {
      await new Promise<void>((resolve) => {
        this.out.once('close', () => resolve());
        this.out.destroy();
      });
    }
    await unlink(this.path).catch(() => {});
  }
}

/**
 * Follows the top level of the JSON object byte by byte to find the `fileData` key and its string.
 * Everything but that string's contents is kept (`rest`, bounded); the string's characters go to
 * the decoder.
 */
class UploadScanner {
  private depth = 0;
  private inString = false;
  /** 0: none; 1: after a backslash; 2-5: reading \u's hex digits. */
  private escape = 0;
  private unicode = 0;
  private key: number[] | null = null;
  /** The last top-level string was the key "fileData": its value is the file. */
  private afterKey = 0; // 0 no, 1 key ended (colon expected), 2 colon seen (value expected)
  private inFile = false;
  readonly rest: Buffer[] = [];
  private restLength = 0;
  decoder: FileDecoder | null = null;
  private pending: Promise<void> = Promise.resolve();

  constructor(
    private readonly pause: () => void,
    private readonly resume: () => void,
  ) {}

  private keep(chunk: Buffer) {
    if (chunk.length === 0) return;
    this.restLength += chunk.length;
    if (this.restLength > REST_LIMIT) throw new HttpError(400, UPLOAD_FIELDS_MESSAGE);
    this.rest.push(Buffer.from(chunk));
  }

  private fileChar(c: number) {
    this.decoder?.char(c);
  }

  scan(chunk: Buffer) {
    let kept = 0; // start of the bytes of this chunk still to keep
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i];
      if (this.inFile) {
        if (this.escape === 1) {
          if (c === 0x75) {
            this.escape = 2;
            this.unicode = 0;
          } else {
            const plain = SIMPLE_ESCAPES[c];
            if (plain === undefined) throw new HttpError(400, 'Request body is not valid JSON');
            this.escape = 0;
            this.fileChar(plain);
          }
          continue;
        }
        if (this.escape >= 2) {
          const digit = Number.parseInt(String.fromCharCode(c), 16);
          if (Number.isNaN(digit)) throw new HttpError(400, 'Request body is not valid JSON');
          this.unicode = this.unicode * 16 + digit;
          this.escape += 1;
          if (this.escape === 6) {
            this.escape = 0;
            this.fileChar(this.unicode);
          }
          continue;
        }
        if (c === BACKSLASH) {
          this.escape = 1;
          continue;
        }
        if (c === QUOTE) {
          this.inFile = false;
          kept = i; // the closing quote is kept: the rest holds "fileData":""
          const decoder = this.decoder;
          this.pending = this.pending.then(async () => {
            await decoder?.finish();
          });
          // Handled where settled() is awaited; a body refused earlier leaves it unread.
          this.pending.catch(() => {});
          continue;
        }
        if (c < 0x20) throw new HttpError(400, 'Request body is not valid JSON');
        this.fileChar(c);
        continue;
      }
      if (this.inString) {
        if (this.escape === 1) this.escape = 0;
        else if (c === BACKSLASH) this.escape = 1;
        else if (c === QUOTE) {
          this.inString = false;
          if (this.key && this.key.length === KEY.length && String.fromCharCode(...this.key) === KEY) this.afterKey = 1;
          this.key = null;
        } else if (this.key) {
          this.key.push(c);
          if (this.key.length > KEY.length) this.key = null;
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (this.afterKey === 1) this.afterKey = c === 0x3a ? 2 : 0;
      else if (this.afterKey === 2) {
        this.afterKey = 0;
        if (c === QUOTE) {
          // A repeated key: the last one counts, as in JSON.parse.
          const earlier = this.decoder;
          if (earlier) this.pending = this.pending.then(() => earlier.discard());
          this.keep(chunk.subarray(kept, i + 1));
          this.inFile = true;
          this.decoder = new FileDecoder(this.pause, this.resume);
          continue;
        }
      }
      if (c === QUOTE) {
        this.inString = true;
        this.escape = 0;
        this.key = this.depth === 1 ? [] : null;
      } else if (c === 0x7b || c === 0x5b) this.depth += 1;
      else if (c === 0x7d || c === 0x5d) this.depth -= 1;
    }
    if (!this.inFile) this.keep(chunk.subarray(kept));
  }

  /** Waits for the file (if any) to be complete on disk. */
  settled() {
    return this.pending;
  }

  get fileOpen() {
    return this.inFile;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
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
 * Receives the upload body as it arrives (see the file comment), up to `limit` bytes: answers the
 * parsed fields with `fileData` standing in for the file received, which takeReceivedFile gives. A body
 * whose shape cannot be an upload's is refused as it arrives (400).
 */
export function receiveUpload(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length']);
    const tooLarge = () => new HttpError(413, uploadToasts.tooLarge.description);
    if (declared > limit) {
      reject(tooLarge());
      return;
    }
    const known = Number.isInteger(declared) && declared >= 0;
    let length = 0;
    let done = false;
    let ended = false;
    const shapeFits = uploadShapeGuard();
    const scanner = new UploadScanner(
      () => payload.pause(),
      () => payload.resume(),
    );
    const fail = (error: unknown) => {
      if (done) return;
      done = true;
      payload.removeListener('data', onData);
      payload.resume(); // the rest is read and dropped, so the answer can be sent
      void scanner.decoder?.discard();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      if (done) return;
      try {
        if (!shapeFits(chunk)) throw new HttpError(400, UPLOAD_SHAPE_MESSAGE);
        if (length + chunk.length > limit) throw tooLarge();
        if (known && length + chunk.length > declared) throw new HttpError(400, 'Request body is longer than its Content-Length');
        length += chunk.length;
        scanner.scan(chunk);
      } catch (error) {
        fail(error);
      }
    };
    payload.on('data', onData);
    payload.on('error', fail);
    payload.on('close', () => {
      if (!ended) fail(new HttpError(400, 'The request ended before its body'));
    });
    payload.on('end', () => {
      ended = true;
      if (done) return;
      if (known && length !== declared) return fail(new HttpError(400, 'Request body is shorter than its Content-Length'));
      if (length === 0) return fail(new HttpError(400, 'Request body must not be empty'));
      if (scanner.fileOpen) return fail(new HttpError(400, 'Request body is not valid JSON'));
      scanner.settled().then(() => {
        if (done) return;
        try {
          const parsed = parseJson(Buffer.concat(scanner.rest).toString('utf8'));
          const decoder = scanner.decoder;
          if (!decoder || decoder.blank) {
            done = true;
            resolve(parsed);
            return;
          }
          if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || (parsed as { fileData?: unknown }).fileData !== '') {
            throw new HttpError(400, 'Request body is not valid JSON');
          }
          done = true;
          receivedFiles.set(request, { path: decoder.path, size: decoder.size });
          resolve({ ...parsed, fileData: PREDECODED_FILE });
        } catch (error) {
          fail(error);
        }
      }, fail);
    });
  });
}

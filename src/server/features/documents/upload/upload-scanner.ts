import { HttpError } from '../../../platform/http-error';
import { FileDecoder } from './base64-file-decoder';
import { BACKSLASH, COLON, INVALID_JSON_MESSAGE, isClosing, isOpening, isSpace, QUOTE } from './json-bytes';

export const UPLOAD_FIELDS_MESSAGE = 'Request body is not a document upload: one file and a few short fields';

// The fields besides the file (ids, type, name): a few hundred bytes in a real upload.
const REST_LIMIT = 64 * 1024;
const KEY = 'fileData';
const SIMPLE_ESCAPES: Record<number, number> = { 34: 0x22, 92: 0x5c, 47: 0x2f, 98: 0x08, 102: 0x0c, 110: 0x0a, 114: 0x0d, 116: 0x09 };

/**
 * Follows the top level of the JSON object byte by byte to find the `fileData` key and its string.
 * Everything but that string's contents is kept (`rest`, bounded); the string's characters go to
 * the decoder.
 */
export class UploadScanner {
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

  scan(chunk: Buffer) {
    let kept = 0; // start of the bytes of this chunk still to keep
    for (let i = 0; i < chunk.length; i += 1) {
      const c = chunk[i];
      if (this.inFile) {
        // The closing quote is kept: the rest holds "fileData":""
        if (this.fileByte(c)) kept = i;
      } else if (this.inString) {
        this.stringByte(c);
      } else if (this.fileStarts(c)) {
        this.startFile(chunk.subarray(kept, i + 1));
      } else {
        this.structureByte(c);
      }
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

  private keep(chunk: Buffer) {
    if (chunk.length === 0) return;
    this.restLength += chunk.length;
    if (this.restLength > REST_LIMIT) throw new HttpError(400, UPLOAD_FIELDS_MESSAGE);
    this.rest.push(Buffer.from(chunk));
  }

  /** A byte of the file's string, its escapes resolved; true when it is the closing quote. */
  private fileByte(c: number): boolean {
    if (this.escape === 1) {
      if (c === 0x75) {
        this.escape = 2;
        this.unicode = 0;
      } else {
        const plain = SIMPLE_ESCAPES[c];
        if (plain === undefined) throw new HttpError(400, INVALID_JSON_MESSAGE);
        this.escape = 0;
        this.decoder?.char(plain);
      }
      return false;
    }
    if (this.escape >= 2) {
      const digit = Number.parseInt(String.fromCharCode(c), 16);
      if (Number.isNaN(digit)) throw new HttpError(400, INVALID_JSON_MESSAGE);
      this.unicode = this.unicode * 16 + digit;
      this.escape += 1;
      if (this.escape === 6) {
        this.escape = 0;
        this.decoder?.char(this.unicode);
      }
      return false;
    }
    if (c === BACKSLASH) {
      this.escape = 1;
      return false;
    }
    if (c === QUOTE) {
      this.endFile();
      return true;
    }
    if (c < 0x20) throw new HttpError(400, INVALID_JSON_MESSAGE);
    this.decoder?.char(c);
    return false;
  }

  /** A byte of another string: a top-level key is read to see whether it is "fileData". */
  private stringByte(c: number) {
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
  }

  /** Whether this byte opens the value of "fileData": (a string); any other value ends the wait for one. */
  private fileStarts(c: number): boolean {
    if (this.afterKey !== 2 || isSpace(c)) return false;
    this.afterKey = 0;
    return c === QUOTE;
  }

  /** A byte outside every string: a string's start, a nesting, the colon after the key "fileData". */
  private structureByte(c: number) {
    if (isSpace(c)) return;
    if (this.afterKey === 1) this.afterKey = c === COLON ? 2 : 0;
    if (c === QUOTE) {
      this.inString = true;
      this.escape = 0;
      this.key = this.depth === 1 ? [] : null;
    } else if (isOpening(c)) this.depth += 1;
    else if (isClosing(c)) this.depth -= 1;
  }

  /** The file's string opens (`upTo` is the rest up to its quote): a new decoder; a repeated key's earlier file goes, as in JSON.parse. */
  private startFile(upTo: Buffer) {
    const earlier = this.decoder;
    if (earlier) this.pending = this.pending.then(() => earlier.discard());
    this.keep(upTo);
    this.inFile = true;
    this.decoder = new FileDecoder(this.pause, this.resume);
  }

  private endFile() {
    this.inFile = false;
    const decoder = this.decoder;
    this.pending = this.pending.then(async () => {
      await decoder?.finish();
    });
    // Handled where settled() is awaited; a body refused earlier leaves it unread.
    this.pending.catch(() => {});
  }
}

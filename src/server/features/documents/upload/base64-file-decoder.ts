import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, uploadToasts } from '../../../../contract/documents/documents';
import { HttpError } from '../../../platform/http-error';
import { COMMA } from './json-bytes';

export const FILE_DATA_MESSAGE = 'File data must be base64';
export const EMPTY_FILE_MESSAGE = 'The file is empty';

const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;
// Decoded bytes written to the file at a time.
const OUT_BYTES = 64 * 1024;

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

/**
 * Decodes the characters of the `fileData` string (escapes already resolved) into a file: base64 in
 * slices, written as it goes, whitespace skipped, a data URL's prefix dropped.
 */
export class FileDecoder {
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
      if (c === COMMA || this.head.length > 256 || this.head[0] !== 0x64) this.endHead();
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

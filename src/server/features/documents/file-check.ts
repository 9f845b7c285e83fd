import { open } from 'node:fs/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, uploadToasts } from '../../../contract/documents/documents';
import { HttpError } from '../../platform/http-error';
import { safeFileName } from './file-name';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[^,]{0,200};base64,/;

/** The uploaded bytes from the upload's base64 `fileData` field (a data URL's prefix is tolerated). */
export function decodeUpload(fileData: string): Buffer {
  const base64 = fileData.replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) throw new HttpError(400, 'File data must be base64');
  // Refuse before decoding: base64 holds 3 bytes per 4 characters.
  if ((base64.length / 4) * 3 - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0) > MAX_UPLOAD_BYTES) {
    throw new HttpError(413, uploadToasts.tooLarge.description);
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new HttpError(400, 'The file is empty');
  return bytes;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  const withoutProlog = head
    .replace(/^<\?xml[^>]*\?>\s*/i, '')
    .replace(/^(<!--[\s\S]*?-->\s*)*/, '')
    .replace(/^<!DOCTYPE\s+svg[^>]*>\s*/i, '');
  return /^<svg[\s>]/i.test(withoutProlog);
}

type UploadType = (typeof ALLOWED_UPLOAD_TYPES)[number];

/**
 * An uploaded file, in memory or waiting in a file (upload/receive-upload.ts): its size, its real type, and its
 * bytes in pieces, so that a big one is never held whole.
 */
export interface UploadSource {
  size: number;
  detectType(): Promise<UploadType>;
  /** The bytes in order, `pieceBytes` at a time; each piece is valid until the next is asked for. */
  pieces(pieceBytes: number): AsyncIterable<Buffer>;
}

export function bufferUpload(bytes: Buffer): UploadSource {
  return {
    size: bytes.length,
    detectType: () => detectUploadType(bytes),
    async *pieces(pieceBytes) {
      for (let at = 0; at < bytes.length; at += pieceBytes) yield bytes.subarray(at, at + pieceBytes);
    },
  };
}

export function fileUpload(path: string, size: number): UploadSource {
  return {
    size,
    async detectType() {
      const handle = await open(path, 'r');
      try {
        const head = Buffer.alloc(Math.min(size, 4096));
        await handle.read(head, 0, head.length, 0);
        return checkedType((await fileTypeFromFile(path))?.mime, head);
      } finally {
        await handle.close();
      }
    },
    async *pieces(pieceBytes) {
      const handle = await open(path, 'r');
      try {
        const piece = Buffer.allocUnsafe(Math.min(size, pieceBytes));
        for (let at = 0; at < size; ) {
          const { bytesRead } = await handle.read(piece, 0, Math.min(piece.length, size - at), at);
          if (bytesRead === 0) throw new Error(`upload file ${path} ended at ${at} of ${size} bytes`);
          at += bytesRead;
          yield piece.subarray(0, bytesRead);
        }
      } finally {
        await handle.close();
      }
    },
  };
}

/** The file's real type, from its bytes alone; anything but an image or a PDF is refused. */
export async function detectUploadType(bytes: Buffer): Promise<UploadType> {
  return checkedType((await fileTypeFromBuffer(bytes))?.mime, bytes);
}

/** `detected` (the byte sniffer's answer) or an SVG seen in `head`, if allowed; else 415. */
function checkedType(detected: string | undefined, head: Buffer): UploadType {
  // An SVG is text: the byte sniffer sees XML at best.
  const mime = (detected === undefined || detected === 'application/xml') && looksLikeSvg(head) ? 'image/svg+xml' : detected;
  const allowed = ALLOWED_UPLOAD_TYPES.find((type) => type === mime);
  if (!allowed) throw new HttpError(415, uploadToasts.invalidType.description);
  return allowed;
}

const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
};

/** A safe file name whose extension matches the real type ("statement.png" holding a PDF -> "statement.pdf"). */
export function storedFileName(name: string, mime: UploadType): string {
  return safeFileName(name, EXTENSIONS[mime]);
}

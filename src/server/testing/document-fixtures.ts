import { deflateSync } from 'node:zlib';
import { documentEndpoints } from '../../contract/documents/endpoints';
import type { BodyOf } from '../../contract/shared/endpoint';
import { callApi, type EndpointResponse } from './http';

/** Real, minimal files of each accepted type, and the client upload call. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 red PNG (signature, IHDR, IDAT, IEND with correct CRCs). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  const scanline = Buffer.from([0, 0xff, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid one-page PDF with a correct cross-reference table; `padding` (after %%EOF, as a comment) gives it weight. */
export function tinyPdf(padding = ''): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(text, 'latin1'));
    text += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(text, 'latin1');
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) text += `${String(offset).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  if (padding) text += `%${padding}\n`;
  return Buffer.from(text, 'latin1');
}

/** A real 16x16 baseline JPEG (CPython's imghdr test image). */
export function tinyJpeg(): Buffer {
  return Buffer.from(
    '/9j/4AAQSkZJRgABAQEAAQABAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8Q' +
      'EBEQCgwSExIQEw8QEBD/2wBDAQMDAwQDBAgEBAgQCwkLEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQ' +
      'EBAQEBAQEBD/wAARCAAQABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAABwQF/8QAJBAAAQQBBAICAwAAAAAAAAAAAQID' +
      'BAYFBwgSExEiABQJMTL/xAAVAQEBAAAAAAAAAAAAAAAAAAAABv/EACMRAAECBQMFAAAAAAAAAAAAAAECEQMEBQYhABIxFRZhgeH/' +
      '2gAMAwEAAhEDEQA/ABSm0mobc8HmExLUlRzzEWPkJWW+ulrsaUVAseUgslSlH9LKuPryIKuWPZdskzXmm3fX5m2nF4GlVxx/HOpx' +
      '4ks51+MiU/Iaad7UcUo4tILoS4kqcWkezS0hO/HvuRp0rO6hWnWO1UisZVuFi4GFeyEpmGepa5S5SWVPuciFKRFLgSrwetnyPIB+' +
      'Vb4N9mKhQMzo5po9XLdDs9d6ZVix2VEhiL9kuNPxw2gEKcDQ/rs8AuA8VAe0vdl7VOYn+27flGAUgmITjbhSmCg3BYlyeWDkMolv' +
      'w4KOp1KM6iCNvngZHwetf//Z',
    'base64',
  );
}

/** A PDF of exactly `size` bytes: a real PDF, padded with a comment before its end. */
export function pdfOfSize(size: number): Buffer {
  const pdf = tinyPdf();
  if (size < pdf.length + 2) throw new Error('too small');
  // A comment line of spaces after %%EOF keeps the file a PDF for any reader.
  const padding = Buffer.alloc(size - pdf.length, 0x20);
  padding[0] = 0x25; // '%'
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([pdf, padding]);
}

type UploadBody = BodyOf<typeof documentEndpoints.upload>;

/** Uploads bytes (or a string sent as the base64 itself) as the signed-in client. */
export function uploadDocument(
  baseUrl: string,
  cookie: string,
  input: Pick<UploadBody, 'clientAccountId' | 'fileName' | 'mimeType' | 'requestId'> & {
    bytes: Buffer | string;
    documentType?: UploadBody['documentType'];
  },
): Promise<EndpointResponse<typeof documentEndpoints.upload>> {
  const fileData = typeof input.bytes === 'string' ? input.bytes : input.bytes.toString('base64');
  return callApi(baseUrl, documentEndpoints.upload, {
    cookie,
    body: {
      clientAccountId: input.clientAccountId,
      documentType: input.documentType ?? 'transaction_proof',
      fileName: input.fileName,
      fileSize: typeof input.bytes === 'string' ? input.bytes.length : input.bytes.length,
      mimeType: input.mimeType ?? 'application/octet-stream',
      fileData,
      status: 'pending',
      ...(input.requestId === undefined ? {} : { requestId: input.requestId }),
    },
  });
}

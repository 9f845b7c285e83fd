import { attachmentDisposition } from './file-name';

/** Headers that make a download a download: never rendered, never run in our origin. */
export function attachmentHeaders(fileName: string, mimeType: string): Record<string, string> {
  return {
    'content-type': mimeType,
    'content-disposition': attachmentDisposition(fileName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'cache-control': 'private, no-store',
  };
}

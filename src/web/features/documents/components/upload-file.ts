import { ALLOWED_UPLOAD_TYPES, MAX_UPLOAD_BYTES, UPLOAD_QUOTA_TITLE, uploadToasts } from '../../../../contract/documents/documents';
import { isApiError } from '../../../lib/api';

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  tiff: 'image/tiff',
  tif: 'image/tiff',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The file's type as the browser reports it, else as its extension suggests; null when it is not one we take. The server checks the bytes. */
export function uploadType(file: Pick<File, 'name' | 'type'>): string | null {
  const claimed = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if ((ALLOWED_UPLOAD_TYPES as readonly string[]).includes(claimed)) return claimed;
  if (claimed) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? null;
}

/** A file the browser can tell we will not take (too large, not an image or PDF): the toast that says why; else its type. */
export function checkedFile(file: File): { mimeType: string } | { refused: { title: string; description: string } } {
  if (file.size > MAX_UPLOAD_BYTES) return { refused: uploadToasts.tooLarge };
  const mimeType = uploadType(file);
  return mimeType ? { mimeType } : { refused: uploadToasts.invalidType };
}

/**
 * The server's refusal of the file's real type (415) or size (413) is `uploadToasts`' own, a full upload
 * quota (413) says so in the server's words; anything else is 'Upload Failed'.
 */
export function uploadFailureToast(error: unknown): { title: string; description: string } {
  if (isApiError(error) && error.status === 415) return uploadToasts.invalidType;
  if (isApiError(error) && error.status === 413 && error.body.uploadQuotaReached) {
    return { title: UPLOAD_QUOTA_TITLE, description: error.body.message };
  }
  if (isApiError(error) && error.status === 413) return uploadToasts.tooLarge;
  return uploadToasts.failed;
}

/** The file as base64, without the 'data:...;base64,' prefix. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

import { describe, expect, it } from 'vitest';
import { UPLOAD_QUOTA_TITLE, uploadQuotaMessage, uploadToasts } from '../../../../contract/documents/documents';
import { ApiError } from '../../../lib/api';
import { uploadFailureToast } from './upload-file';

describe('a failed upload', () => {
  it("maps the server's refusal of a file's real type to 'Invalid File Type', its size to the size toast, other failures to 'Upload Failed'", () => {
    expect(uploadFailureToast(new ApiError(415, { message: uploadToasts.invalidType.description }))).toEqual(uploadToasts.invalidType);
    expect(uploadFailureToast(new ApiError(413, { message: '' }))).toEqual(uploadToasts.tooLarge);
    expect(uploadFailureToast(new ApiError(413, { message: uploadQuotaMessage(200), uploadQuotaReached: true }))).toEqual({
      title: UPLOAD_QUOTA_TITLE,
      description: uploadQuotaMessage(200),
    });
    expect(uploadFailureToast(new ApiError(500, { message: '' }, 'Internal Server Error'))).toEqual(uploadToasts.failed);
    expect(uploadFailureToast(new TypeError('Failed to fetch'))).toEqual(uploadToasts.failed);
    expect(uploadToasts.invalidType).toEqual({ title: 'Invalid File Type', description: 'Please upload an image file or PDF document.' });
  });
});

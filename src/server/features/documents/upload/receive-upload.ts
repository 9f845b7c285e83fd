import type { FastifyRequest } from 'fastify';
import { uploadToasts } from '../../../../contract/documents/documents';
import { HttpError } from '../../../platform/http-error';
import { INVALID_JSON_MESSAGE } from './json-bytes';
import { keepReceivedFile, PREDECODED_FILE, type ReceivedFile } from './received-file';
import { UploadScanner } from './upload-scanner';
import { UPLOAD_SHAPE_MESSAGE, uploadShapeGuard } from './upload-shape-guard';

/**
 * The upload's JSON body, received as it streams in, without holding the file (decision 026):
 * the top-level `fileData` string is decoded from base64 as its bytes arrive and written to a
 * temporary file (private to this process, removed once the request is answered), and only the small
 * rest of the object is kept and parsed with JSON.parse. A 10 MB upload thus costs the server a few
 * chunks of memory, not the 14 MB body plus the file plus copies of it. The route then checks the
 * file's type from the temporary file and streams it into the database in pieces
 * (documents service). The string may hold anything JSON allows: escapes (`\/`, `\n`, `\u0041`),
 * whitespace (skipped, as before), a `data:...;base64,` prefix.
 *
 * Each step is its own module: the shape guard refuses a body that cannot be an upload as it arrives,
 * the scanner finds the file's string, the decoder writes it to disk, and the received file waits for
 * the route.
 */

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, INVALID_JSON_MESSAGE);
  }
}

/** The body's fields once it has all arrived, with `fileData` standing in for the file received (if one was). */
function receivedBody(scanner: UploadScanner): { body: unknown; file?: ReceivedFile } {
  const parsed = parseJson(Buffer.concat(scanner.rest).toString('utf8'));
  const decoder = scanner.decoder;
  if (!decoder || decoder.blank) return { body: parsed };
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || (parsed as { fileData?: unknown }).fileData !== '') {
    throw new HttpError(400, INVALID_JSON_MESSAGE);
  }
  return { body: { ...parsed, fileData: PREDECODED_FILE }, file: { path: decoder.path, size: decoder.size } };
}

/** Why a complete body is refused before its fields are read, if it is. */
function endFailure(scanner: UploadScanner, length: number, declared: number | null): HttpError | null {
  if (declared !== null && length !== declared) return new HttpError(400, 'Request body is shorter than its Content-Length');
  if (length === 0) return new HttpError(400, 'Request body must not be empty');
  if (scanner.fileOpen) return new HttpError(400, INVALID_JSON_MESSAGE);
  return null;
}

/**
 * Receives the upload body as it arrives (see the file comment), up to `limit` bytes: answers the
 * parsed fields with `fileData` standing in for the file received, which takeReceivedFile gives. A body
 * whose shape cannot be an upload's is refused as it arrives (400).
 */
export function receiveUpload(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const declaredLength = Number(request.headers['content-length']);
    const tooLarge = () => new HttpError(413, uploadToasts.tooLarge.description);
    if (declaredLength > limit) {
      reject(tooLarge());
      return;
    }
    const declared = Number.isInteger(declaredLength) && declaredLength >= 0 ? declaredLength : null;
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
        if (declared !== null && length + chunk.length > declared) throw new HttpError(400, 'Request body is longer than its Content-Length');
        length += chunk.length;
        scanner.scan(chunk);
      } catch (error) {
        fail(error);
      }
    };
    const onEnd = () => {
      ended = true;
      if (done) return;
      const refused = endFailure(scanner, length, declared);
      if (refused) return fail(refused);
      scanner.settled().then(() => {
        if (done) return;
        try {
          const { body, file } = receivedBody(scanner);
          done = true;
          if (file) keepReceivedFile(request, file);
          resolve(body);
        } catch (error) {
          fail(error);
        }
      }, fail);
    };
    payload.on('data', onData);
    payload.on('error', fail);
    payload.on('close', () => {
      if (!ended) fail(new HttpError(400, 'The request ended before its body'));
    });
    payload.on('end', onEnd);
  });
}

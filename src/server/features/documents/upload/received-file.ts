import { unlink } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';

/** A file received with its request: where it waits and its size in bytes. */
export interface ReceivedFile {
  path: string;
  size: number;
}

/** Stands in for `fileData` in the parsed body when the file was received as the body arrived. */
export const PREDECODED_FILE = 'predecoded';

const receivedFiles = new WeakMap<FastifyRequest, ReceivedFile>();

/** Keeps the file received with this request, for the route to take. */
export function keepReceivedFile(request: FastifyRequest, file: ReceivedFile): void {
  receivedFiles.set(request, file);
}

/** The file received with this request, if any; the caller removes it (removeFile) when done. */
export function takeReceivedFile(request: FastifyRequest): ReceivedFile | undefined {
  const file = receivedFiles.get(request);
  receivedFiles.delete(request);
  return file;
}

export async function removeFile(file: ReceivedFile | undefined): Promise<void> {
  if (file) await unlink(file.path).catch(() => {});
}

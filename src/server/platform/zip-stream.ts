import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';

/** A file of a streamed ZIP: its name in the archive and its bytes, asked for only when its turn comes. */
export interface ZipEntrySource {
  name: string;
  modified?: Date;
  pieces: () => AsyncIterable<Uint8Array>;
}

/**
 * A ZIP written as it is read: each entry stored as it is (documents and PDFs are compressed already),
 * its pieces passed through as they come, the next asked for once the reader has taken what was written.
 * So memory holds a piece or two, whatever the files' sizes. A failing entry fails the stream.
 */
export function zipStream(entries: Iterable<ZipEntrySource>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false, highWaterMark: 64 * 1024 });
}

async function* zipChunks(entries: Iterable<ZipEntrySource>): AsyncGenerator<Uint8Array> {
  let written: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else written.push(chunk);
  });
  const take = () => {
    if (failure) throw failure;
    const chunks = written;
    written = [];
    return chunks;
  };
  for (const entry of entries) {
    const file = new ZipPassThrough(entry.name);
    if (entry.modified) file.mtime = entry.modified;
    zip.add(file);
    for await (const piece of entry.pieces()) {
      if (piece.length === 0) continue;
      file.push(piece);
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}

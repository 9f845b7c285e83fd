import { eq, sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../../platform/db/client';
import { clientDocuments } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { DOCUMENT_NOT_FOUND } from './document-rows';

// Without COPY (the embedded database), a file leaves the database in pieces of this size, one query each:
// small enough that the text the driver decodes each from is short-lived garbage.
const PIECE_BYTES = 256 * 1024;
// COPY's binary output before the value: signature (11), flags (4), header extension length (4), the
// row's field count (2) and the value's length (4).
const HEADER_BYTES = 25;
const FIELD_COUNT_AT = 19;

/**
 * A stored document's bytes, a piece at a time, each read when the one before has been taken, so that a
 * 10 MB file is never held whole. On PostgreSQL the value comes by `COPY ... TO STDOUT (FORMAT binary)`
 * as the socket delivers it: no text encoding, no message assembled whole. A document that is not there
 * (deleted meanwhile, by an erasure) ends the pieces with a 404 error.
 */
export async function* documentPieces(database: Pick<Database, 'db' | 'copyOut'>, documentId: number): AsyncGenerator<Uint8Array> {
  if (database.copyOut) {
    const select = database.db.select({ file: clientDocuments.fileData }).from(clientDocuments).where(eq(clientDocuments.id, documentId));
    yield* valueOfBinaryCopy(await database.copyOut(select.toSQL(), 'format binary'));
  } else {
    yield* piecesByQuery(database.db, documentId);
  }
}

/** The one bytea value of a binary COPY of one row and one column, as its chunks arrive. */
async function* valueOfBinaryCopy(copy: AsyncIterable<Buffer>): AsyncGenerator<Uint8Array> {
  let head = Buffer.alloc(0);
  let left = -1;
  for await (const chunk of copy) {
    let rest = chunk;
    if (left < 0) {
      head = Buffer.concat([head, chunk]);
      // No row: the field count is the trailer's -1.
      if (head.length >= FIELD_COUNT_AT + 2 && head.readInt16BE(FIELD_COUNT_AT) === -1) throw new HttpError(404, DOCUMENT_NOT_FOUND);
      if (head.length < HEADER_BYTES) continue;
      left = head.readInt32BE(HEADER_BYTES - 4);
      rest = head.subarray(HEADER_BYTES);
    }
    if (left > 0 && rest.length > 0) {
      const piece = rest.subarray(0, left);
      left -= piece.length;
      yield piece;
    }
  }
  if (left !== 0) throw new HttpError(404, DOCUMENT_NOT_FOUND);
}

async function* piecesByQuery(db: Db, documentId: number): AsyncGenerator<Uint8Array> {
  const [file] = await queryRows<{ size: number }>(db, sql`select octet_length(file_data) as size from client_documents where id = ${documentId}`);
  if (!file) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  for (let offset = 0; offset < file.size; offset += PIECE_BYTES) {
    const [row] = await queryRows<{ piece: Uint8Array }>(
      db,
      sql`select substring(file_data from ${offset + 1} for ${PIECE_BYTES}) as piece from client_documents where id = ${documentId}`,
    );
    if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    yield row.piece;
  }
}

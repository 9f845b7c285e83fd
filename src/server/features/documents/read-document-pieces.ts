import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { DOCUMENT_NOT_FOUND } from './document-rows';

// A file leaves the database in pieces of this size: one query each, so that a 10 MB file is never held whole.
const PIECE_BYTES = 1024 * 1024;

/**
 * A stored document's bytes, a piece at a time, each read when the one before has been taken. Its size is
 * read first: a document deleted meanwhile (an erasure) ends the pieces with a 404 error.
 */
export async function* documentPieces(db: Db, documentId: number, pieceBytes = PIECE_BYTES): AsyncGenerator<Uint8Array> {
  const [file] = await queryRows<{ size: number }>(db, sql`select octet_length(file_data) as size from client_documents where id = ${documentId}`);
  if (!file) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  for (let offset = 0; offset < file.size; offset += pieceBytes) {
    const [row] = await queryRows<{ piece: Uint8Array }>(
      db,
      sql`select substring(file_data from ${offset + 1} for ${pieceBytes}) as piece from client_documents where id = ${documentId}`,
    );
    if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    yield row.piece;
  }
}

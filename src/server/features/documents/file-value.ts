import { type SQL, sql } from 'drizzle-orm';
import { numberedPiecesForCopy } from '../../platform/db/binary-copy';
import { copyInOf, type Db } from '../../platform/db/client';
import type { UploadSource } from './file-check';

// A file goes to the database in pieces of this size, so that it is never held whole.
const PIECE_BYTES = 256 * 1024;

/**
 * The file's bytes as the value of its `file_data`: a small file as a parameter; a bigger one sent
 * piece by piece into a temporary table of this transaction's connection (emptied at commit, gone at
 * rollback), then joined by the database itself. On PostgreSQL the pieces go by COPY, straight from
 * the buffer they are read into: as parameters, the driver would copy each into buffers of its own,
 * 20 MB of garbage for a 10 MB file.
 */
export async function fileValue(tx: Db, file: UploadSource): Promise<Buffer | SQL> {
  if (file.size <= PIECE_BYTES) {
    for await (const piece of file.pieces(PIECE_BYTES)) return Buffer.from(piece);
  }
  await tx.execute(sql`create temporary table if not exists upload_pieces (n integer primary key, piece bytea not null) on commit delete rows`);
  await tx.execute(sql`delete from upload_pieces`);
  const copyIn = copyInOf(tx);
  if (copyIn) {
    await copyIn('copy upload_pieces (n, piece) from stdin (format binary)', numberedPiecesForCopy(file.pieces(PIECE_BYTES)));
  } else {
    let n = 0;
    for await (const piece of file.pieces(PIECE_BYTES)) {
      await tx.execute(sql`insert into upload_pieces (n, piece) values (${n}, ${piece})`);
      n += 1;
    }
  }
  return sql`(select string_agg(piece, ''::bytea order by n) from upload_pieces)`;
}

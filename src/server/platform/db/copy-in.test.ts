import { createHash, randomFillSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing/test-database';
import { numberedPiecesForCopy } from './binary-copy';
import { copyInOf, queryRows } from './client';

const created = setUpTestDatabase();
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
/** Pieces of a file, every one filled with new random bytes in the same buffer. */
async function* randomPieces(count: number, pieceBytes: number, sent: string[], failAfter = Number.POSITIVE_INFINITY) {
  const piece = Buffer.alloc(pieceBytes);
  for (let n = 0; n < count; n += 1) {
    if (n === failAfter) throw new Error('the file could not be read');
    randomFillSync(piece);
    sent.push(md5(piece));
    yield piece;
  }
}

const TABLE = sql`create temporary table pieces (n integer primary key, piece bytea not null) on commit drop`;

describe.skipIf(!process.env.DATABASE_URL)('COPY FROM STDIN in a transaction', () => {
  it('stores every chunk as it was when sent, though the caller fills the same buffers again', async () => {
    const { db } = created.database;
    const sent: string[] = [];
    const stored = await db.transaction(async (tx) => {
      await tx.execute(TABLE);
      const copyIn = copyInOf(tx);
      expect(copyIn).toBeDefined();
      await copyIn?.('copy pieces (n, piece) from stdin (format binary)', numberedPiecesForCopy(randomPieces(24, 256 * 1024, sent)));
      return queryRows<{ hash: string }>(tx, sql`select md5(piece) as hash from pieces order by n`);
    });
    expect(sent).toHaveLength(24);
    expect(stored.map((row) => row.hash)).toEqual(sent);
  });

  it('a chunk that cannot be read ends the COPY with its error, and the connection serves the next statement', async () => {
    const { db } = created.database;
    const failed = db.transaction(async (tx) => {
      await tx.execute(TABLE);
      await copyInOf(tx)?.('copy pieces (n, piece) from stdin (format binary)', numberedPiecesForCopy(randomPieces(8, 256 * 1024, [], 3)));
    });
    await expect(failed).rejects.toThrow('the file could not be read');
    // Every pooled connection still answers (the one that ran the COPY among them).
    const answers = await Promise.all(Array.from({ length: 10 }, () => queryRows<{ one: number }>(db, sql`select 1 as one`)));
    expect(answers.flat()).toEqual(Array.from({ length: 10 }, () => ({ one: 1 })));
  });

  it('is not offered on a connection outside a transaction of the node-postgres driver', () => {
    expect(copyInOf(created.database.db)).toBeUndefined();
  });
});

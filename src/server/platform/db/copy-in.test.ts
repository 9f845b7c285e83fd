import { createHash, randomFillSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../../testing/test-database';
import { copyInOf, queryRows } from './client';

const created = setUpTestDatabase();
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const END = Buffer.from([0xff, 0xff]);

/** Rows (n, piece) of a binary COPY, every piece filled with new random bytes in the same buffer. */
async function* rows(count: number, pieceBytes: number, sent: string[], failAfter = Number.POSITIVE_INFINITY) {
  const row = Buffer.alloc(14);
  const piece = Buffer.alloc(pieceBytes);
  yield HEADER;
  for (let n = 0; n < count; n += 1) {
    if (n === failAfter) throw new Error('the file could not be read');
    row.writeInt16BE(2, 0);
    row.writeInt32BE(4, 2);
    row.writeInt32BE(n, 6);
    row.writeInt32BE(piece.length, 10);
    yield row;
    randomFillSync(piece);
    sent.push(md5(piece));
    yield piece;
  }
  yield END;
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
      await copyIn?.('copy pieces (n, piece) from stdin (format binary)', rows(24, 256 * 1024, sent));
      return queryRows<{ hash: string }>(tx, sql`select md5(piece) as hash from pieces order by n`);
    });
    expect(sent).toHaveLength(24);
    expect(stored.map((row) => row.hash)).toEqual(sent);
  });

  it('a chunk that cannot be read ends the COPY with its error, and the connection serves the next statement', async () => {
    const { db } = created.database;
    const failed = db.transaction(async (tx) => {
      await tx.execute(TABLE);
      await copyInOf(tx)?.('copy pieces (n, piece) from stdin (format binary)', rows(8, 256 * 1024, [], 3));
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

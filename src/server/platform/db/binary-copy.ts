// COPY's binary format: its header (signature, flags, no extension) and its end.
const HEADER = Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
const END = Buffer.from([0xff, 0xff]);

/**
 * The pieces as the rows (n, piece) of a `COPY ... FROM STDIN (FORMAT binary)` into an (integer, bytea)
 * table, n counting from 0. Each piece is yielded as it is, not copied, and the next is asked for only
 * once it has been taken: with `copyInOf`, the caller may fill the same buffer again.
 */
export async function* numberedPiecesForCopy(pieces: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  yield HEADER;
  let n = 0;
  for await (const piece of pieces) {
    const row = Buffer.alloc(14);
    row.writeInt16BE(2, 0); // two columns
    row.writeInt32BE(4, 2);
    row.writeInt32BE(n, 6);
    row.writeInt32BE(piece.length, 10);
    yield row;
    yield piece;
    n += 1;
  }
  yield END;
}

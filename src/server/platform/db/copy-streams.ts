// COPY in and out of PostgreSQL: a query's rows streamed out, and chunks streamed into a COPY FROM STDIN.
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Db } from './db';

/**
 * A query with its parameters written in as literals: COPY takes no parameters. Each `$n` of the
 * query is one of drizzle's placeholders, and each value is quoted as the driver would send it.
 */
export function inlineParams(query: { sql: string; params: unknown[] }): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return pg.escapeLiteral(value);
    if (typeof value === 'number' && Number.isFinite(value)) return pg.escapeLiteral(String(value));
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    throw new Error(`A parameter of type ${typeof value} cannot be written into a COPY statement`);
  });
}

/** Sends chunks to a `COPY ... FROM STDIN` statement; see copyInOf. */
export type CopyIn = (statement: string, chunks: AsyncIterable<Buffer>) => Promise<void>;

/**
 * COPY FROM STDIN on the connection the transaction `tx` runs on (undefined on the embedded
 * database). Each chunk reaches the connection's socket as it is: no copy into the driver's buffers,
 * as a parameter's bytes would be. A chunk has left the process before the next is asked for, so the
 * caller may fill the same buffer again.
 */
export function copyInOf(tx: Db): CopyIn | undefined {
  // drizzle's node-postgres transaction keeps its pooled connection as `session.client`.
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof pg.Client)) return undefined;
  return async (statement, chunks) => {
    const copy = client.query(copyFrom(statement));
    const done = finished(copy);
    let refused = false;
    done.catch(() => {
      refused = true;
    });
    // The copy stream calls back for a chunk once the socket has taken it; for a chunk under the
    // socket's high-water mark that is at once, while the socket may still hold it: such a chunk is
    // copied. A bigger one is called back only when the socket has written everything.
    const small = client.connection.stream.writableHighWaterMark;
    try {
      for await (const chunk of chunks) {
        const sent = new Promise<void>((resolve, reject) => {
          copy.write(chunk.length < small ? Buffer.from(chunk) : chunk, (error) => (error ? reject(error) : resolve()));
        });
        await Promise.race([sent, done]);
      }
      copy.end();
      await done;
    } catch (error) {
      // A failure of ours (not the server's) ends the COPY with CopyFail, so the connection is usable again.
      if (!refused) {
        copy.destroy(error instanceof Error ? error : new Error(String(error)));
        await done.catch(() => {});
      }
      throw error;
    }
  };
}

export async function copyOutPostgres(pool: pg.Pool, query: { sql: string; params: unknown[] }, options: string): Promise<Readable> {
  const statement = `copy (${inlineParams(query)}) to stdout with (${options})`;
  const client = await pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    if (!error) return client.release();
    // The connection is dropped: it may be part-way through the COPY. Closing its socket (not just
    // ending it) makes the server stop at once instead of waiting to send what nobody will read.
    client.on('error', () => {});
    client.release(error);
    client.connection.stream.destroy();
  };
  try {
    // The statement lasts as long as the reader takes; a reader that stops is the caller's to end.
    await client.query('begin');
    await client.query('set local statement_timeout = 0');
  } catch (error) {
    release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  const stream = client.query(copyTo(statement));
  stream.once('end', () => {
    client.query('commit').then(
      () => release(),
      (error: Error) => release(error),
    );
  });
  stream.once('error', (error) => release(error));
  stream.once('close', () => {
    if (!stream.readableEnded) release(new Error('COPY stopped before its end'));
  });
  return stream;
}

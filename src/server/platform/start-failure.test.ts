import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../testing';
import { parseConfig } from './config';
import { openConfiguredDatabase } from './db/open-from-config';
import { AMBIGUOUS_DATABASE_URL_FAILURE, databaseStartFailure, listenStartFailure, StartFailure } from './start-failure';

/** What starting on `url` throws, as main() reports it. */
async function startOn(url: string): Promise<unknown> {
  const config = parseConfig({ DATABASE_URL: url, DATABASE_CONNECT_TIMEOUT_MS: '2000' });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    return null;
  } catch (error) {
    return databaseStartFailure(config.DATABASE_URL, error);
  } finally {
    await database.close().catch(() => {});
  }
}

describe('a server that cannot start says why in one line', () => {
  it('names the database that does not exist or cannot be reached, never its password', async () => {
    const missing = await startOn('postgres://postgres:s3cret@127.0.0.1:5432/recourse_no_such_database');
    expect(missing).toBeInstanceOf(StartFailure);
    expect((missing as Error).message).toBe(
      'Cannot start: the database at 127.0.0.1:5432/recourse_no_such_database cannot be used: database "recourse_no_such_database" does not exist',
    );
    const port = await freePort();
    const refused = await startOn(`postgres://postgres:s3cret@127.0.0.1:${port}/recourse`);
    expect(refused).toBeInstanceOf(StartFailure);
    expect((refused as Error).message).toMatch(
      new RegExp(`^Cannot start: the database at 127\\.0\\.0\\.1:${port}/recourse cannot be used: .*ECONNREFUSED`),
    );
    expect(`${(missing as Error).message}${(refused as Error).message}`).not.toContain('s3cret');
  });

  it('shows nothing of a password whose / ? # or @ was not percent-encoded (the URL then splits inside it)', async () => {
    for (const url of [
      'postgres://postgres:12345/topsecret@127.0.0.1:5432/recourse',
      'postgres://postgres:p@sstopsecret/x@127.0.0.1:5432/recourse',
      'postgres://postgres:4242?topsecret@127.0.0.1:5432/recourse',
      'postgres://postgres:4242#topsecret@127.0.0.1:5432/recourse',
    ]) {
      const failure = await startOn(url);
      expect(failure).toBeInstanceOf(StartFailure);
      expect((failure as Error).message).toBe(AMBIGUOUS_DATABASE_URL_FAILURE);
      expect((failure as Error).message).not.toContain('topsecret');
    }
  });

  it('says a port is taken', async () => {
    const port = await freePort();
    const first = createServer();
    await new Promise<void>((resolve) => first.listen(port, '127.0.0.1', resolve));
    try {
      const second = createServer();
      const error = await new Promise<unknown>((resolve) => {
        second.once('error', resolve);
        second.listen(port, '127.0.0.1');
      });
      expect((listenStartFailure('127.0.0.1', port, error) as Error).message).toBe(
        `Cannot start: port ${port} on 127.0.0.1 is already in use (set PORT)`,
      );
    } finally {
      first.close();
    }
  });

  it('leaves any other error as it was, stack and all', () => {
    const bug = new TypeError('x is not a function');
    expect(databaseStartFailure('postgres://127.0.0.1/recourse', bug)).toBe(bug);
    expect(listenStartFailure('127.0.0.1', 1, bug)).toBe(bug);
  });
});

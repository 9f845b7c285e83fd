import pg from 'pg';

/**
 * A frozen PostgreSQL server (its processes alive, its sockets open, nothing answered) holds a query
 * forever: statement_timeout is enforced by that very server, and TCP keeps the connection up. A slow
 * statement is just as silent on the wire, so silence alone cannot tell them apart. This watch does:
 * once a pooled connection has waited `stallMs` for an answer, a fresh connection asks the server
 * `select 1`. If the server answers, the statement is only slow (statement_timeout still bounds it).
 * If it does not answer within `probeTimeoutMs`, every connection still waiting is cut: its query fails
 * with "Connection terminated unexpectedly" (a 503 for the request) and the pool discards it, since a
 * cut client is no longer queryable. Nothing half-answered is ever handed to the next request.
 */
export interface StallWatchOptions {
  stallMs: number;
  probeTimeoutMs: number;
}

// node-postgres's internals this relies on (pg 8): the query waiting for its answer, the connection's
// parsed messages and its socket. Activity is read from the messages, not from a second 'data'
// listener on the socket: a COPY stream takes the socket over and refuses one.
interface ClientInternals {
  _activeQuery: unknown;
  connection: { on(event: 'message', listener: () => void): void; stream: { destroy(): void } };
}

export function watchPoolForStalls(pool: pg.Pool, url: string, options: StallWatchOptions): { stop(): void } {
  const lastActivity = new Map<pg.Client, number>();
  let serverAnsweredAt = 0;
  let probing = false;

  pool.on('connect', (client) => {
    const internals = client as unknown as ClientInternals;
    lastActivity.set(client, Date.now());
    const touch = () => lastActivity.set(client, Date.now());
    internals.connection.on('message', touch);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      touch();
      return query(...args);
    };
    // A client checked out of the pool has no error listener of the pool's: a connection cut while a
    // transaction holds it must fail that transaction's query, not crash the process.
    client.on('error', () => {});
    client.on('end', () => lastActivity.delete(client));
  });

  const stalled = (now: number) =>
    [...lastActivity].filter(
      ([client, at]) => (client as unknown as ClientInternals)._activeQuery && now - Math.max(at, serverAnsweredAt) >= options.stallMs,
    );

  async function check() {
    if (probing || stalled(Date.now()).length === 0) return;
    probing = true;
    const probeStarted = Date.now();
    try {
      const answered = await serverAnswers(url, options.probeTimeoutMs);
      if (answered) {
        serverAnsweredAt = Date.now();
        return;
      }
      // Cut only those that have heard nothing since the probe began.
      for (const [client, at] of stalled(Date.now())) {
        if (at < probeStarted) (client as unknown as ClientInternals).connection.stream.destroy();
      }
    } finally {
      probing = false;
    }
  }

  const timer = setInterval(() => void check(), Math.max(50, Math.min(250, Math.floor(options.stallMs / 4))));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Whether a new connection to the server answers `select 1` within `timeoutMs`. */
async function serverAnswers(url: string, timeoutMs: number): Promise<boolean> {
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  probe.on('error', () => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs + 100);
  });
  const asked = (async () => {
    await probe.connect();
    await probe.query('select 1');
    return true as const;
  })().catch(() => false as const);
  const answered = await Promise.race([asked, late]);
  clearTimeout(timer);
  if (answered) await probe.end().catch(() => {});
  else (probe as unknown as Partial<ClientInternals>).connection?.stream.destroy();
  return answered;
}

import pg from 'pg';

/**
 * A dedicated connection for LISTEN, re-opened with backoff when the server goes away, or when it
 * stops answering: a connection whose path was dropped silently would otherwise wait for events forever.
 */
export async function listenPostgres(
  url: string,
  timing: { connectMs: number; checkMs: number },
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
) {
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 100;
  // Closes a connection's socket outright: ending it politely would wait on a path that may be silent.
  const drop = (dropped: pg.Client) => {
    dropped.on('error', () => {});
    dropped.connection.stream.destroy();
  };
  const connect = async (isReconnect: boolean): Promise<void> => {
    // Every query on it (the LISTEN, the checks) is bounded: a silent path fails it instead of hanging.
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: timing.connectMs, query_timeout: timing.connectMs });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    next.on('error', () => {
      if (client === next) reopen();
    });
    next.on('end', () => {
      if (client === next) reopen();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(next);
      throw error;
    }
    if (closed) return drop(next);
    client = next;
    retryMs = 100;
    if (isReconnect) onReconnect?.();
  };
  const reopen = () => {
    client = null;
    if (closed) return;
    setTimeout(() => {
      if (closed) return;
      connect(true).catch(() => {
        retryMs = Math.min(retryMs * 2, 5000);
        reopen();
      });
    }, retryMs);
  };
  const check = setInterval(() => {
    const current = client;
    current?.query('select 1').catch(() => {
      if (client !== current) return;
      reopen();
      drop(current);
    });
  }, timing.checkMs);
  check.unref();
  // A database that is down at start is waited for like one that went away later.
  await connect(false).catch(() => reopen());
  return async () => {
    closed = true;
    clearInterval(check);
    const current = client;
    client = null;
    if (!current) return;
    const ended = current.end().catch(() => {});
    const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timing.connectMs).unref());
    if ((await Promise.race([ended, late])) === 'late') drop(current);
  };
}

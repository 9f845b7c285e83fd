import net from 'node:net';

/**
 * A TCP relay on loopback in front of a real server (PostgreSQL, a partner), which a test can stop
 * (connections refused and cut) or freeze (every byte held, in both directions, and new connections
 * accepted but not forwarded: a server whose processes are alive but answer nothing) and thaw (what was
 * held flows on, as after a SIGCONT).
 */
export interface TcpRelay {
  port: number;
  /** Listening again after `down()`; also thaws. */
  up(): Promise<void>;
  /** Stops listening and cuts every connection. */
  down(): Promise<void>;
  freeze(): void;
  thaw(): void;
  /**
   * The connections open now hold every byte from then on and are never closed (a network path that
   * dropped them silently); new connections go through as usual.
   */
  strand(): void;
  /**
   * Since the last freeze: the established connections that waited for an answer (a query in flight at
   * the freeze or sent during it), and how many of them the app has closed.
   */
  stalled(): { connections: number; closedByApp: number };
  close(): Promise<void>;
}

interface Pair {
  app: net.Socket;
  upstream: net.Socket | null;
  /** Bytes from the app not yet forwarded (frozen). */
  held: Buffer[];
  /** Bytes from the server not yet forwarded (frozen). */
  heldBack: Buffer[];
  /** The server has answered on it before: an established connection, not one starting up. */
  established: boolean;
  /** The app sent bytes the server has not answered yet. */
  awaiting: boolean;
  appClosed: boolean;
  stranded: boolean;
}

/** `socketPath`: the relay listens on that Unix socket (as PostgreSQL does in its socket directory) instead of a loopback port. */
export async function startTcpRelay(target: { host: string; port: number }, options: { socketPath?: string } = {}): Promise<TcpRelay> {
  const pairs = new Set<Pair>();
  const stalledPairs = new Set<Pair>();
  let frozen = false;

  const connectUpstream = (pair: Pair) => {
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => pair.app.destroy());
    upstream.on('close', () => pair.app.destroy());
    upstream.on('data', (chunk: Buffer) => {
      pair.awaiting = false;
      if (!frozen) pair.established = true;
      if (frozen || pair.stranded) pair.heldBack.push(chunk);
      else pair.app.write(chunk);
    });
    for (const chunk of pair.held.splice(0)) upstream.write(chunk);
  };

  const server = net.createServer((app) => {
    const pair: Pair = { app, upstream: null, held: [], heldBack: [], established: false, awaiting: false, appClosed: false, stranded: false };
    pairs.add(pair);
    app.on('error', () => {});
    app.on('data', (chunk: Buffer) => {
      pair.awaiting = true;
      if (frozen && pair.established) stalledPairs.add(pair);
      if (frozen || pair.stranded || !pair.upstream) pair.held.push(chunk);
      else pair.upstream.write(chunk);
    });
    app.on('close', () => {
      pair.appClosed = true;
      pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (!frozen) connectUpstream(pair);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => (options.socketPath ? server.listen(options.socketPath, resolve) : server.listen(port, '127.0.0.1', resolve)));
  await listen();
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;

  const relay: TcpRelay = {
    port,
    async up() {
      relay.thaw();
      if (!server.listening) await listen();
    },
    async down() {
      frozen = false;
      const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
      for (const pair of pairs) {
        pair.app.destroy();
        pair.upstream?.destroy();
      }
      pairs.clear();
      await closed;
    },
    freeze() {
      frozen = true;
      stalledPairs.clear();
      for (const pair of pairs) if (pair.established && pair.awaiting) stalledPairs.add(pair);
    },
    thaw() {
      frozen = false;
      for (const pair of pairs) {
        if (!pair.upstream) connectUpstream(pair);
        else for (const chunk of pair.held.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.heldBack.splice(0)) pair.app.write(chunk);
      }
    },
    strand() {
      for (const pair of pairs) pair.stranded = true;
    },
    stalled() {
      return { connections: stalledPairs.size, closedByApp: [...stalledPairs].filter((pair) => pair.appClosed).length };
    },
    close: () => relay.down(),
  };
  return relay;
}

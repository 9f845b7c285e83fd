import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * How the fake partner answers one request:
 * - `success`: 201 (or `status`), and the email joins the accepted set;
 * - `duplicate`: 409, or with `inBody` a 200 whose body says the lead is a duplicate;
 * - `error`: the given status (500, 429, 400 ...) and body;
 * - `hang`: never answers (the client's time-out has to give up);
 * - `drop`: destroys the connection without a response.
 * Any answer may wait `delayMs` first.
 */
export type PartnerBehaviour =
  | { kind: 'success'; status?: number; body?: string; delayMs?: number }
  | { kind: 'duplicate'; inBody?: boolean; delayMs?: number }
  | { kind: 'error'; status: number; body?: string; delayMs?: number }
  | { kind: 'hang' }
  | { kind: 'drop'; delayMs?: number };

/** Short names for the usual answers. */
export const answer = {
  success: { kind: 'success' },
  duplicate: { kind: 'duplicate' },
  duplicateInBody: { kind: 'duplicate', inBody: true },
  serverError: { kind: 'error', status: 500, body: 'Internal Server Error' },
  rateLimited: { kind: 'error', status: 429, body: 'Too Many Requests' },
  badRequest: { kind: 'error', status: 400, body: 'Invalid phone number' },
  hang: { kind: 'hang' },
  drop: { kind: 'drop' },
} as const satisfies Record<string, PartnerBehaviour>;

export interface PartnerRequest {
  /** 1-based order of arrival. */
  sequence: number;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The parsed JSON body, or null when it was not JSON. */
  body: Record<string, unknown> | null;
  /** `body.email` when it is a string. */
  email: string | null;
  receivedAt: number;
  /** What the fake did with it. */
  behaviour: PartnerBehaviour['kind'];
}

export interface FakePartnerCrm {
  /** The affiliate-registration endpoint, for `CRM_URL`. */
  url: string;
  /** Every request received, in order of arrival. */
  readonly requests: PartnerRequest[];
  /** Emails answered with success, each with how many times it was accepted. */
  readonly acceptances: Map<string, number>;
  /** Emails accepted at least once. */
  accepted(): Set<string>;
  /** Requests received for one email. */
  requestsFor(email: string): PartnerRequest[];
  /** Answers the next requests (any email) with these behaviours, in order. */
  script(...behaviours: PartnerBehaviour[]): void;
  /** Answers the next requests for one email with these behaviours, in order (checked before `script`). */
  scriptFor(email: string, ...behaviours: PartnerBehaviour[]): void;
  /** Decides every request that no queue answers; `undefined` falls back to the default. */
  respondWith(decide: ((request: PartnerRequest) => PartnerBehaviour | undefined) | null): void;
  /** The answer when neither a queue nor `respondWith` decides (success unless changed). */
  setDefault(behaviour: PartnerBehaviour): void;
  /** Resolves once `count` requests in all have arrived, or rejects after `timeoutMs`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  /** Forgets requests, acceptances, scripts and the function; destroys any hanging request. */
  reset(): void;
  /** Stops listening and ends every open socket, hanging ones included. */
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A partner CRM on a random loopback port that records every request and answers as scripted. */
export async function startFakePartnerCrm(path = '/api/affiliates/register'): Promise<FakePartnerCrm> {
  const requests: PartnerRequest[] = [];
  const acceptances = new Map<string, number>();
  const queue: PartnerBehaviour[] = [];
  const perEmail = new Map<string, PartnerBehaviour[]>();
  let decide: ((request: PartnerRequest) => PartnerBehaviour | undefined) | null = null;
  let fallback: PartnerBehaviour = answer.success;
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  const waiters = new Set<{ count: number; resolve: () => void }>();

  function choose(request: PartnerRequest): PartnerBehaviour {
    const forEmail = request.email ? perEmail.get(request.email) : undefined;
    if (forEmail && forEmail.length > 0) return forEmail.shift() as PartnerBehaviour;
    if (queue.length > 0) return queue.shift() as PartnerBehaviour;
    return decide?.(request) ?? fallback;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const rawBody = await readBody(request);
    const body = parseJson(rawBody);
    const record: PartnerRequest = {
      sequence: requests.length + 1,
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      rawBody,
      body,
      email: typeof body?.email === 'string' ? body.email : null,
      receivedAt: Date.now(),
      behaviour: 'success',
    };
    const behaviour: PartnerBehaviour = record.path === path ? choose(record) : { kind: 'error', status: 404, body: 'Not Found' };
    record.behaviour = behaviour.kind;
    requests.push(record);
    for (const waiter of waiters) if (requests.length >= waiter.count) waiter.resolve();

    if (behaviour.kind === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (behaviour.delayMs) await sleep(behaviour.delayMs);
    if (response.destroyed) return;
    switch (behaviour.kind) {
      case 'drop':
        request.socket.destroy();
        return;
      case 'success':
        if (record.email) acceptances.set(record.email, (acceptances.get(record.email) ?? 0) + 1);
        send(response, behaviour.status ?? 201, behaviour.body ?? JSON.stringify({ status: 'ok', id: record.sequence }));
        return;
      case 'duplicate':
        if (behaviour.inBody) send(response, 200, JSON.stringify({ status: 'error', message: 'Duplicate lead: email already registered' }));
        else send(response, 409, JSON.stringify({ message: 'Lead already exists' }));
        return;
      case 'error':
        send(response, behaviour.status, behaviour.body ?? '');
        return;
    }
  }

  function send(response: ServerResponse, status: number, text: string) {
    response.writeHead(status, { 'content-type': text.startsWith('{') ? 'application/json' : 'text/plain' });
    response.end(text);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    acceptances,
    accepted: () => new Set(acceptances.keys()),
    requestsFor: (email) => requests.filter((r) => r.email === email),
    script: (...behaviours) => void queue.push(...behaviours),
    scriptFor(email, ...behaviours) {
      perEmail.set(email, [...(perEmail.get(email) ?? []), ...behaviours]);
    },
    respondWith(fn) {
      decide = fn;
    },
    setDefault(behaviour) {
      fallback = behaviour;
    },
    waitForRequests(count, timeoutMs = 10_000) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          count,
          resolve: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`The fake partner received ${requests.length} of ${count} requests within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    reset() {
      requests.length = 0;
      acceptances.clear();
      queue.length = 0;
      perEmail.clear();
      decide = null;
      fallback = answer.success;
      for (const response of hanging) response.destroy();
      hanging.clear();
    },
    async close() {
      for (const response of hanging) response.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

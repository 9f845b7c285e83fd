import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  messageId: string;
  raw: string;
}

/**
 * A real SMTP server on loopback. `failNext(code)` answers the next messages with an SMTP error
 * (451 temporary, 550 permanent); `stop()` and `start()` take it down and back on the same port.
 */
export async function startFakeSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  const failures: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];

  function makeServer() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const code = failures.shift();
          if (code) {
            callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          void simpleParser(raw).then((parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              messageId: parsed.messageId ?? '',
              raw,
            });
            for (const waiter of [...waiters]) {
              if (received.length >= waiter.count) {
                waiters.splice(waiters.indexOf(waiter), 1);
                waiter.resolve();
              }
            }
            callback();
          }, callback);
        });
      },
    });
  }

  let server = makeServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const boundPort = (server.server.address() as AddressInfo).port;

  return {
    port: boundPort,
    url: `smtp://127.0.0.1:${boundPort}`,
    received,
    failNext(...codes: number[]) {
      failures.push(...codes);
    },
    /** Resolves once `count` messages in all have arrived, or rejects after `timeoutMs`. */
    waitFor(count: number, timeoutMs = 10_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${count} messages, got ${received.length}`)), timeoutMs);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server = makeServer();
      await new Promise<void>((resolve) => server.listen(boundPort, '127.0.0.1', resolve));
    },
  };
}

export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

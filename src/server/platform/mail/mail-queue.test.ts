import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createJobRunner, type JobRunner } from '../jobs/job-runner';
import { createMailQueue, type MailQueue, type MailQueueOptions, mailJobs } from './mail-queue';
import { fileTransport, smtpTransport } from './mail-transport';
import { NOTICE_KINDS, composeNotice, noFeeWarning, type NoticeKind } from './notices';
import { createNotifier } from './notifier';
import { createTestDatabase, type FakeSmtp, startFakeSmtp } from '../../testing';

let database: Database;
let dropDatabase: () => Promise<void>;
let smtp: FakeSmtp;
const errors: unknown[] = [];

beforeAll(async () => {
  const created = await createTestDatabase();
  database = created.database;
  dropDatabase = created.drop;
  smtp = await startFakeSmtp();
});

afterAll(async () => {
  await smtp?.stop();
  await dropDatabase?.();
});

beforeEach(async () => {
  await database.db.delete(mailOutbox);
  smtp.received.length = 0;
  errors.length = 0;
});

function queueWith(overrides: Partial<MailQueueOptions> = {}) {
  return createMailQueue(database, {
    transport: smtpTransport(smtp.url, '"Recourse" <no-reply@recourse.test>', 2_000),
    companyName: 'Recourse',
    messageIdDomain: 'recourse.test',
    maxAttempts: 3,
    retryBaseMs: 10,
    sendTimeoutMs: 2_000,
    ...overrides,
  });
}

/** The queue's sender as an app runs it: its job on a runner of its own (two runners are two instances). */
function senderOf(queue: MailQueue): JobRunner {
  const runner = createJobRunner(database, { onError: (error) => errors.push(error) });
  runner.register(...mailJobs(queue, { pollMs: 50 }));
  return runner;
}

const notifier = createNotifier({ companyName: 'Recourse', publicUrl: 'https://recourse.test', staffNotifyEmail: null });
const queueNotice = (db: Database['db'], to: string, kind: NoticeKind = 'payout_status') => notifier.toAddress(db, to, kind, '/client-login');

async function rowFor(to: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row;
}

describe('notices', () => {
  it.each(NOTICE_KINDS)('%s links to sign in and ends with the no-fee warning', (kind) => {
    const { subject, text } = composeNotice(kind, { companyName: 'Acme Recovery', link: 'https://acme.test/x' });
    expect(subject).toMatch(/^Acme Recovery: /);
    expect(text).toContain('https://acme.test/x');
    expect(text.trimEnd().split('\n').slice(-3)[0]).toBe(noFeeWarning('Acme Recovery'));
    expect(noFeeWarning('Acme Recovery')).toMatch(/never ask you to pay anything to receive your funds/);
    expect(noFeeWarning('Acme Recovery')).toContain(
      'Report Fraud (England, Wales and Northern Ireland) https://www.reportfraud.police.uk/ or 0300 123 2040',
    );
  });
});

describe('the mail queue', () => {
  it('sends a queued notice once, after the transaction that queued it committed', async () => {
    const queue = queueWith();
    await database.db
      .transaction(async (tx) => {
        await queueNotice(tx, 'rolled.back@example.com');
        tx.rollback();
      })
      .catch(() => undefined);
    await database.db.transaction((tx) => queueNotice(tx, 'client@example.com'));
    const sender = senderOf(queue);
    await sender.start();
    try {
      await smtp.waitFor(1);
      await expect.poll(async () => (await rowFor('client@example.com'))?.status).toBe('sent');
      // The worker keeps polling: a later message arrives too, and the rolled-back one never does.
      await database.db.transaction((tx) => queueNotice(tx, 'second@example.com'));
      sender.wake('mail.send');
      await smtp.waitFor(2);
    } finally {
      await sender.stop();
    }
    expect(smtp.received.map((m) => m.to)).toEqual([['client@example.com'], ['second@example.com']]);
    const [first] = smtp.received;
    expect(first.subject).toBe('Recourse: Your payout request was updated');
    expect(first.text).toContain('https://recourse.test/client-login');
    expect(first.text).toContain(noFeeWarning('Recourse'));
    expect(first.messageId).toMatch(/@recourse\.test>$/);
    expect(await rowFor('rolled.back@example.com')).toBeUndefined();
    const sent = await rowFor('client@example.com');
    expect(sent.attempts).toBe(1);
    expect(sent.sentAt).not.toBeNull();
  });

  it('keeps a message while the SMTP server is down and sends it once it is back', async () => {
    const queue = queueWith({ retryBaseMs: 60_000 });
    await smtp.stop();
    try {
      await queueNotice(database.db, 'patient@example.com');
      expect(await queue.runOnce()).toBe(1);
      const waiting = await rowFor('patient@example.com');
      expect(waiting.status).toBe('queued');
      expect(waiting.attempts).toBe(1);
      expect(waiting.lastError).toBeTruthy();
      expect(Date.parse(waiting.nextAttemptAt)).toBeGreaterThan(Date.now() + 20_000);
      // Not due yet: nothing is claimed.
      expect(await queue.runOnce()).toBe(0);
    } finally {
      await smtp.start();
    }
    await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await queue.runOnce()).toBe(1);
    queue.close();
    expect(smtp.received.map((m) => m.to)).toEqual([['patient@example.com']]);
    expect((await rowFor('patient@example.com')).status).toBe('sent');
  });

  it('retries after a temporary refusal (451) and sends the message once', async () => {
    const queue = queueWith({ retryBaseMs: 1 });
    smtp.failNext(451);
    await queueNotice(database.db, 'retried@example.com', 'document_reviewed');
    const sender = senderOf(queue);
    await sender.start();
    try {
      await smtp.waitFor(1);
      await expect.poll(async () => (await rowFor('retried@example.com')).status).toBe('sent');
    } finally {
      await sender.stop();
    }
    expect(smtp.received.map((m) => m.to)).toEqual([['retried@example.com']]);
    expect((await rowFor('retried@example.com')).attempts).toBe(2);
  });

  it('gives up after the last attempt, shows the message to admins, and an admin retry sends it', async () => {
    const queue = queueWith({ maxAttempts: 3, retryBaseMs: 1 });
    smtp.failNext(550, 550, 550);
    await queueNotice(database.db, 'unlucky@example.com');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
      expect(await queue.runOnce()).toBe(1);
    }
    const failedRow = await rowFor('unlucky@example.com');
    expect([failedRow.status, failedRow.attempts]).toEqual(['failed', 3]);
    expect(await queue.runOnce()).toBe(0);
    const failed = await queue.failed();
    expect(failed.map((m) => [m.toAddress, m.kind])).toEqual([['unlucky@example.com', 'payout_status']]);
    expect(failed[0].lastError).toMatch(/Mailbox unavailable/);
    expect(smtp.received).toHaveLength(0);

    expect(await queue.retry(failedRow.id)).toBe(true);
    expect(await queue.runOnce()).toBe(1);
    queue.close();
    expect(smtp.received.map((m) => m.to)).toEqual([['unlucky@example.com']]);
    expect((await rowFor('unlucky@example.com')).status).toBe('sent');
    expect(await queue.failed()).toEqual([]);
    expect(await queue.retry(failedRow.id)).toBe(false);
  });

  it('two instances working one queue send every message exactly once', async () => {
    const senders = [senderOf(queueWith()), senderOf(queueWith())];
    const addresses = Array.from({ length: 30 }, (_, i) => `many.${i}@example.com`);
    for (const to of addresses) await queueNotice(database.db, to);
    for (const sender of senders) await sender.start();
    try {
      await smtp.waitFor(addresses.length, 20_000);
      await expect.poll(async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'))).length).toBe(30);
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
    const delivered = smtp.received.flatMap((m) => m.to).sort();
    expect(delivered).toEqual([...addresses].sort());
  });

  it('without SMTP writes each message as an .eml file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'recourse-mail-'));
    const written: string[] = [];
    const queue = queueWith({ transport: fileTransport(dir, '"Recourse" <no-reply@recourse.test>'), onSent: (e) => written.push(e.where) });
    try {
      await queueNotice(database.db, 'local@example.com', 'password_reset');
      expect(await queue.runOnce()).toBe(1);
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(written).toEqual([path.join(dir, files[0])]);
      const eml = await readFile(path.join(dir, files[0]), 'utf8');
      expect(eml).toContain('To: local@example.com');
      expect(eml).toContain('Subject: Recourse: Reset your password');
      expect(eml).toContain('https://recourse.test/client-login');
      expect((await rowFor('local@example.com')).status).toBe('sent');
    } finally {
      queue.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

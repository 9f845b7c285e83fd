import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { retryDelayMs } from '../jobs/backoff';
import type { Job } from '../jobs/job-runner';
import { claimDueJobs } from '../jobs/outbox';
import type { MailTransport } from './mail-transport';
import { MAIL_CHANNEL } from './notifier';

export interface MailQueueOptions {
  transport: MailTransport;
  companyName: string;
  /** Domain of the Message-IDs (the sender's domain). */
  messageIdDomain: string;
  maxAttempts: number;
  retryBaseMs: number;
  /** How long one send may take before its job may be claimed again (a dead instance's jobs come back). */
  sendTimeoutMs: number;
  onSent?: (event: { id: number; kind: string; where: string }) => void;
}

const CLAIM_BATCH = 10;

type ClaimedMail = { id: number; to: string; kind: string; subject: string; text: string; attempts: number; created: string };
type SentMail = { id: number; kind: string; where: string };

/** Null when refused: queued again after its backoff, or failed after the last attempt. */
async function sendOne(db: Database['db'], options: MailQueueOptions, token: string, job: ClaimedMail): Promise<SentMail | null> {
  const messageId = `<${job.id}.${job.created}@${options.messageIdDomain}>`;
  try {
    const { where } = await options.transport.send({ to: job.to, subject: job.subject, text: job.text, messageId });
    return { id: job.id, kind: job.kind, where };
  } catch (error) {
    const final = job.attempts >= options.maxAttempts;
    const message = error instanceof Error ? error.message.slice(0, 500) : 'Sending failed';
    await db.execute(sql`update mail_outbox set status = ${final ? 'failed' : 'queued'}, last_error = ${message},
      next_attempt_at = now() + make_interval(secs => ${final ? 0 : retryDelayMs(job.attempts, options.retryBaseMs) / 1000}),
      locked_until = null, claim_token = null, updated_at = now() where id = ${job.id} and claim_token = ${token}`);
    return null;
  }
}

async function sendDueMail(db: Database['db'], options: MailQueueOptions, lockSeconds: number): Promise<number> {
  const token = randomUUID();
  const claimed = await claimDueJobs<ClaimedMail>(db, 'mail_outbox', {
    token,
    lockSeconds,
    limit: CLAIM_BATCH,
    returning: sql`o.id, o.to_address as "to", o.kind, o.subject, o.body_text as "text", o.attempts,
      extract(epoch from o.created_at)::bigint as "created"`,
  });
  const sent: SentMail[] = [];
  await Promise.all(
    claimed.map(async (job) => {
      const mail = await sendOne(db, options, token, job);
      if (mail) sent.push(mail);
    }),
  );
  // One statement (and one commit) for the whole batch's deliveries: under a busy intake a commit per
  // message was most of the queue's cost.
  if (sent.length > 0) {
    await db.execute(sql`update mail_outbox set status = 'sent', sent_at = now(), last_error = null, locked_until = null,
      claim_token = null, updated_at = now() where id = any(${sql.param(sent.map((mail) => mail.id))}::int[]) and claim_token = ${token}`);
    for (const mail of sent) options.onSent?.(mail);
  }
  return claimed.length;
}

function failedMail(db: Database['db'], limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

function retryMail(db: Database['db'], id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(sql`${mailOutbox.id} = ${id} and ${mailOutbox.status} = 'failed'`)
      .returning({ id: mailOutbox.id });
    if (rows.length > 0) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
    return rows.length > 0;
  });
}

/**
 * Sends queued mail (the job `mail.send`, see `mailJobs`), retries each message with backoff, and keeps
 * what finally failed for admins to see.
 */
export function createMailQueue(database: Database, options: MailQueueOptions) {
  const db = database.db;
  const lockSeconds = Math.ceil((options.sendTimeoutMs * 3) / 1000) + 5;

  return {
    /** Sends up to a batch of due messages; answers how many it claimed. */
    runOnce: (): Promise<number> => sendDueMail(db, options, lockSeconds),
    /** Closes the transport's connections (after the last run). */
    close: () => options.transport.close(),

    /** Messages that could not be delivered after every attempt, newest first (shown to admins). */
    failed: (limit = 100) => failedMail(db, limit),

    /** Puts a failed message back in the queue with a fresh set of attempts; every instance's sender is woken when it commits. */
    retry: (id: number): Promise<boolean> => retryMail(db, id),
  };
}

/**
 * The sender of queued mail on every instance: at once when a transaction that queued mail commits (its
 * NOTIFY, on any instance), else every `pollMs`; again at once while it finds a full batch, giving way to
 * requests while the process is busy (under a flood of assessments their receipts follow a little later).
 */
export function mailJobs(mail: MailQueue, options: { pollMs: number }): Job[] {
  return [
    {
      name: 'mail.send',
      everyMs: options.pollMs,
      batchSize: CLAIM_BATCH,
      wakeOn: MAIL_CHANNEL,
      yieldsToRequests: true,
      run: mail.runOnce,
      onStop: mail.close,
    },
  ];
}

export type MailQueue = ReturnType<typeof createMailQueue>;

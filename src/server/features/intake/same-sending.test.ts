import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { assessmentSchema } from '../../../contract/intake/assessment';
import { queryRows } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { createNotifier } from '../../platform/mail/notifier';
import { setUpTestDatabase, uniqueEmail, validAssessment } from '../../testing';
import { SENDING_REPEAT_MINUTES } from './lead-batch-insert';
import { consentText } from './consent';
import { createIntakeService } from './service';

// Copies of one sending (the form's sending id with its email) get the assessment that sending stored,
// whether they share a batch with it or come after it; any other sending for that email is a duplicate.
// Sent in one turn, the calls below are one batch: one insert statement.

const t = setUpTestDatabase();

// References are random; a test may queue the next ones to make one clash with a stored lead's.
const nextReferences = vi.hoisted(() => [] as string[]);
vi.mock('./reference', async (importOriginal) => {
  const real = await importOriginal<typeof import('./reference')>();
  return { newAssessmentReference: () => nextReferences.shift() ?? real.newAssessmentReference() };
});

function intake() {
  const notifier = createNotifier({ companyName: 'Recourse', publicUrl: 'http://localhost', staffNotifyEmail: null });
  return createIntakeService(
    t.database.db,
    consentText('Recourse', undefined),
    {
      autoSyncCrm: false,
      roundRobin: false,
      deskNotice: null,
      receipt: notifier.assessmentReceipt(),
    },
    notifier,
  );
}

const assessment = (overrides: Record<string, unknown>) => assessmentSchema.parse(validAssessment(overrides));
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ status: error instanceof HttpError ? error.statusCode : 500 }),
  );
const leadsFor = async (email: string) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from client_submissions where lower(email) = ${email.toLowerCase()}`,
    )
  )[0].n;

/** A sending (its id and email, named after `label`) already stored through a new intake service. */
async function storedSending(label: string) {
  const service = intake();
  const email = uniqueEmail(label);
  const sendingId = crypto.randomUUID();
  const stored = await service.submitAssessment(assessment({ email, sendingId }));
  return { service, email, sendingId, stored };
}

describe('one sending arriving more than once', () => {
  it('in one batch: its copies share the stored assessment, another sending for the email is a duplicate', async () => {
    const service = intake();
    const email = uniqueEmail('batch');
    const sendingId = crypto.randomUUID();
    const results = await Promise.all([
      settle(service.submitAssessment(assessment({ email, sendingId }))),
      settle(service.submitAssessment(assessment({ email, sendingId }))),
      settle(service.submitAssessment(assessment({ email, sendingId: crypto.randomUUID() }))),
      settle(service.submitAssessment(assessment({ email }))),
      // The same id with another email is another sending (and another lead).
      settle(service.submitAssessment(assessment({ email: uniqueEmail('other'), sendingId }))),
    ]);
    const [first, copy, other, noId, otherEmail] = results;
    expect('value' in first && first.value.reference).toMatch(/^RC-/);
    expect(copy).toEqual(first);
    expect(other).toEqual({ status: 409 });
    expect(noId).toEqual({ status: 409 });
    expect('value' in otherEmail && 'value' in first && otherEmail.value.id !== first.value.id).toBe(true);
    expect(await leadsFor(email)).toBe(1);
  });

  it('after its batch, in any case of the email: answered with the stored assessment while it is recent', async () => {
    const { service, email, sendingId, stored } = await storedSending('later');
    const [again, upper] = await Promise.all([
      service.submitAssessment(assessment({ email, sendingId })),
      service.submitAssessment(assessment({ email: email.toUpperCase(), sendingId })),
    ]);
    expect(again).toEqual(stored);
    expect(upper).toEqual(stored);

    // Later, a copy (from a saved request, say) is a duplicate like any other.
    await t.database.db.execute(
      sql`update client_submissions set created_at = now() - ${`${SENDING_REPEAT_MINUTES + 1} minutes`}::interval where id = ${stored.id}`,
    );
    expect(await settle(service.submitAssessment(assessment({ email, sendingId })))).toEqual({ status: 409 });
    expect(await leadsFor(email)).toBe(1);
  });

  it('in a batch stored again because a reference was taken: copies still share the stored assessment', async () => {
    const service = intake();
    const taken = await service.submitAssessment(assessment({ email: uniqueEmail('taken') }));
    const email = uniqueEmail('clash');
    const otherEmail = uniqueEmail('clash-other');
    const sendingId = crypto.randomUUID();
    nextReferences.push(taken.reference, taken.reference);
    const [first, copy, other] = await Promise.all([
      service.submitAssessment(assessment({ email, sendingId })),
      service.submitAssessment(assessment({ email, sendingId })),
      service.submitAssessment(assessment({ email: otherEmail })),
    ]);
    expect(nextReferences).toEqual([]);
    expect(first.reference).toMatch(/^RC-/);
    expect(first.reference).not.toBe(taken.reference);
    expect(copy).toEqual(first);
    expect(other.reference).not.toBe(first.reference);
    expect(await leadsFor(email)).toBe(1);
    expect(await leadsFor(otherEmail)).toBe(1);
  });

  it('when the look-up of earlier sendings fails, only the copies are refused: the rest of the batch is stored and answered', async () => {
    const { service, email, sendingId, stored } = await storedSending('lookup');
    // A real fault in the database: the batch's insert leaves its session unable to find the lead
    // table, so the look-up after it (on the same pooled connection, the one most recently freed) fails.
    // (Were it another connection, the copy would be answered 201 and the test would fail.) The pool
    // drops a connection whose query failed; the search path is set back for the embedded database's one.
    await t.database.db.execute(sql`create function public.lose_lead_table() returns trigger language plpgsql as $$
      begin perform set_config('search_path', 'no_such_schema', false); return null; end $$`);
    await t.database.db.execute(sql`create trigger lose_lead_table after insert on public.client_submissions
      for each statement execute function public.lose_lead_table()`);
    try {
      const newEmail = uniqueEmail('lookup-new');
      const [copy, fresh] = await Promise.all([
        settle(service.submitAssessment(assessment({ email, sendingId }))),
        settle(service.submitAssessment(assessment({ email: newEmail }))),
      ]);
      expect(copy).toEqual({ status: 409 });
      expect('value' in fresh && fresh.value.reference).toMatch(/^RC-/);
      await t.database.db.execute(sql`set search_path to public`);
      expect(await leadsFor(newEmail)).toBe(1);
    } finally {
      await t.database.db.execute(sql`set search_path to public`);
      await t.database.db.execute(sql`drop trigger lose_lead_table on public.client_submissions`);
      await t.database.db.execute(sql`drop function public.lose_lead_table()`);
    }
    expect(await leadsFor(email)).toBe(1);
    expect(stored.reference).toMatch(/^RC-/);
  });
});

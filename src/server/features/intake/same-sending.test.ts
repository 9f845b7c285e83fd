import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assessmentSchema } from '../../../contract/intake/assessment';
import { queryRows } from '../../platform/db/client';
import { HttpError } from '../../platform/http-error';
import { createNotifier } from '../../platform/mail/notifier';
import { setUpTestDatabase, uniqueEmail, validAssessment } from '../../testing';
import { SENDING_REPEAT_MINUTES } from './lead-batch-insert';
import { consentText, createIntakeService } from './service';

// Copies of one sending (the form's sending id with its email) get the assessment that sending stored,
// whether they share a batch with it or come after it; any other sending for that email is a duplicate.
// Sent in one turn, the calls below are one batch: one insert statement.

const t = setUpTestDatabase();

function intake() {
  const notifier = createNotifier({ companyName: 'Recourse', publicUrl: 'http://localhost', staffNotifyEmail: null });
  return createIntakeService(t.database.db, consentText('Recourse', undefined), {
    autoSyncCrm: false,
    roundRobin: false,
    deskNotice: null,
    receipt: notifier.assessmentReceipt(),
  });
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
    const service = intake();
    const email = uniqueEmail('later');
    const sendingId = crypto.randomUUID();
    const stored = await service.submitAssessment(assessment({ email, sendingId }));
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
});

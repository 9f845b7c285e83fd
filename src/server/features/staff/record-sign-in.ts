import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import { revokeOneTimeTokens } from '../../platform/auth/one-time-tokens';
import type { Db } from '../../platform/db/client';

/** Audited at every landing-side sign-in; the team list reads it to tell who joined through the identity provider. */
export const SIGNED_IN_ACTION = 'staff.signed_in';

/** Audits a landing-side sign-in; one through the identity provider also voids the member's emailed links. */
export async function recordSignIn(db: Db, staffId: number, method: 'password' | 'oidc') {
  const audit = (tx: Db) =>
    recordAudit(tx, { actorUserId: staffId, action: SIGNED_IN_ACTION, entityType: 'user', entityId: staffId, after: { method } });
  if (method === 'password') return audit(db);
  // A member who joins through the identity provider needs no emailed link to choose a password: one
  // left in a mailbox would be a second way in, past the provider. The member's row is locked as
  // "Resend invitation" locks it, so a link made at this moment is voided too, or never made.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where id = ${staffId} for update`);
    await revokeOneTimeTokens(tx, { kind: 'staff', id: staffId });
    await audit(tx);
  });
}

import { asc, eq } from 'drizzle-orm';
import type { Claim } from '../../../contract/claims/claims';
import { claims } from '../../platform/db/schema';
import { toClaim } from './claim-state';
import { accountFacts, type ClaimsContext } from './context';

/** The account's claims, oldest first, each with its dates. */
export async function accountClaims(context: ClaimsContext, accountId: number): Promise<Claim[]> {
  await accountFacts(context, context.db, accountId);
  const rows = await context.db.select().from(claims).where(eq(claims.clientAccountId, accountId)).orderBy(asc(claims.id));
  return Promise.all(rows.map((row) => toClaim(context, context.db, row)));
}

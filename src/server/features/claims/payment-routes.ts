import { eq } from 'drizzle-orm';
import { routesFor } from '../../../contract/claims/rules/claim-routes';
import type { PaymentRoute } from '../../../contract/claims/claims';
import { scamPayments } from '../../platform/db/schema';
import { paymentFacts } from './claim-state';
import { accountFacts, type ClaimsContext } from './context';

/** For each of the account's payments and each claim type: whether it fits, why not, and by when to file. */
export async function paymentRoutes(context: ClaimsContext, accountId: number): Promise<PaymentRoute[]> {
  await accountFacts(context, context.db, accountId);
  const rows = await context.db
    .select()
    .from(scamPayments)
    .where(eq(scamPayments.clientAccountId, accountId))
    .orderBy(scamPayments.paidAt, scamPayments.id);
  const payments = rows.map(paymentFacts);
  const today = context.today();
  return rows.flatMap((row, i) => routesFor(payments[i], { today, payments }).map((route) => ({ paymentId: row.id, ...route })));
}

import { sql } from 'drizzle-orm';
import { explorerLink, normaliseAmount, type Payment, type PaymentList } from '../../../contract/claims/payments';
import { type Db, queryRows } from '../../platform/db/client';
import { scamPayments } from '../../platform/db/schema';

export type PaymentRow = typeof scamPayments.$inferSelect;

/** A stored payment as the contract shows it. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    clientAccountId: row.clientAccountId,
    paidAt: row.paidAt,
    amount: normaliseAmount(row.amount, row.currency),
    currency: row.currency as Payment['currency'],
    method: row.method as Payment['method'],
    payerInstitution: row.payerInstitution,
    payee: row.payee,
    walletAddress: row.walletAddress,
    reference: row.reference,
    note: row.note,
    documentIds: row.documentIds,
    status: row.status as Payment['status'],
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The account's payments, oldest first, with a block explorer link for each address and hash, and the totals. */
export async function paymentList(db: Db, accountId: number): Promise<PaymentList> {
  const rows = await db
    .select()
    .from(scamPayments)
    .where(sql`${scamPayments.clientAccountId} = ${accountId}`)
    .orderBy(scamPayments.paidAt, scamPayments.id);
  const totals = await queryRows<{ status: string; currency: string; amount: string }>(
    db,
    sql`select status, currency, round(sum(amount), case when currency in ('BTC', 'ETH', 'USDT') then 8 else 2 end)::text as amount
      from scam_payments where client_account_id = ${accountId} group by status, currency order by currency`,
  );
  const of = (status: string) => totals.filter((t) => t.status === status).map(({ currency, amount }) => ({ currency, amount }));
  return {
    items: rows.map((row) => {
      const payment = toPayment(row);
      return {
        ...payment,
        explorer: {
          address: row.walletAddress ? explorerLink('address', row.walletAddress, row.currency) : null,
          transaction: row.method === 'crypto_transfer' && row.reference ? explorerLink('transaction', row.reference, row.currency) : null,
        },
      };
    }),
    totals: { confirmed: of('confirmed'), reported: of('reported') },
  };
}

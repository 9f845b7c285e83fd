import { and, asc, eq, sql } from 'drizzle-orm';
import type { ClaimType } from '../../../contract/claims/rules/claim-types';
import { appExcess } from '../../../contract/claims/rules/terms';
import { claimWarnings } from '../../../contract/claims/rules/warnings';
import type { ClaimDetail } from '../../../contract/claims/claims';
import { type Db, queryRows } from '../../platform/db/client';
import { claims, recoveryLedgerEntries } from '../../platform/db/schema';
import { type ClaimsContext, staffNameSql } from './context';
import { claimRow, claimWithFacts, paymentFacts } from './claim-state';
import { normaliseAmount } from '../../../contract/claims/payments';
import { toPayment } from './payment-rows';

/** A police report is recorded on the account: an APP claim's bank may ask for one. */
async function policeReportRecorded(tx: Db, accountId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.clientAccountId, accountId), eq(claims.type, 'police_report'), sql`${claims.status} <> 'withdrawn'`))
    .limit(1);
  return Boolean(row);
}

/** A claim with its payments, history, the ledger entries naming it, and why it may fail. */
export async function readClaim(context: ClaimsContext, claimId: number, tx: Db = context.db): Promise<ClaimDetail> {
  const row = await claimRow(tx, claimId);
  const { claim, payments, facts } = await claimWithFacts(context, tx, row);
  const events = await queryRows<{
    id: number;
    status: string;
    on: string;
    note: string | null;
    visible: boolean;
    by: string | null;
    created_at: string;
  }>(
    tx,
    sql`select e.id, e.status, e.happened_on::text as on, e.note, e.visible_to_client as visible, ${staffNameSql('s')} as by, e.created_at
      from claim_events e left join users s on s.id = e.recorded_by where e.claim_id = ${claimId} order by e.happened_on, e.id`,
  );
  const ledger = await tx
    .select()
    .from(recoveryLedgerEntries)
    .where(eq(recoveryLedgerEntries.claimId, claimId))
    .orderBy(asc(recoveryLedgerEntries.receivedOn), asc(recoveryLedgerEntries.id));
  const warnings = claimWarnings(row.type as ClaimType, payments.map(paymentFacts), {
    today: row.filedOn ?? context.today(),
    policeReportRecorded: await policeReportRecorded(tx, row.clientAccountId),
    expectedDeliveryDate: row.expectedDeliveryDate,
    amountClaimed: row.amountClaimed && row.amountClaimedCurrency === 'GBP' ? normaliseAmount(row.amountClaimed, 'GBP') : null,
    follows: facts.follows,
    holidays: context.holidays,
  });
  return {
    ...claim,
    payments: payments.map(toPayment),
    events: events.map((e) => ({
      id: e.id,
      status: e.status as ClaimDetail['status'],
      on: e.on,
      note: e.note,
      visibleToClient: e.visible,
      recordedByName: e.by,
      createdAt: new Date(e.created_at).toISOString(),
    })),
    ledgerEntries: ledger.map((l) => ({ id: l.id, amount: l.amount, currency: l.currency, receivedOn: l.receivedOn, reference: l.reference })),
    warnings,
    ...(row.type === 'app_reimbursement' ? { excess: appExcess(claim.vulnerable) } : {}),
  };
}

import { asc, eq, sql } from 'drizzle-orm';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '../../../contract/claims/rules/claim-statuses';
import type { ClaimType } from '../../../contract/claims/rules/claim-types';
import { claimDatePhrase, claimTitle, freeRouteNotice } from '../../../contract/claims/claim-text';
import type { clientClaimSchema } from '../../../contract/claims/claims';
import { type Db, queryRows } from '../../platform/db/client';
import { claims } from '../../platform/db/schema';
import type { z } from 'zod';
import { toClaim } from './claim-state';
import type { ClaimsContext } from './context';

type ClientClaim = z.infer<typeof clientClaimSchema>;

/** The client's claims in their words: never a note but those of events shown to them, never a staff name. */
export async function clientClaims(context: ClaimsContext, accountId: number, tx: Db = context.db): Promise<ClientClaim[]> {
  const rows = await tx.select().from(claims).where(eq(claims.clientAccountId, accountId)).orderBy(asc(claims.id));
  const today = context.today();
  return Promise.all(
    rows.map(async (row) => {
      const claim = await toClaim(context, tx, row);
      const events = await queryRows<{ status: string; on: string; note: string | null }>(
        tx,
        sql`select status, happened_on::text as on, note from claim_events where claim_id = ${row.id} and visible_to_client order by happened_on, id`,
      );
      const type = row.type as ClaimType;
      const status = row.status as ClaimStatus;
      return {
        id: row.id,
        type,
        title: claimTitle(type, row.counterparty),
        counterparty: row.counterparty,
        status,
        statusLabel: CLAIM_STATUS_LABELS[status],
        lastChangedAt: claim.statusChangedAt,
        nextDate: claim.nextDate,
        nextDatePhrase: claimDatePhrase({ type, status, counterparty: row.counterparty }, claim.dates, today),
        freeRoute: freeRouteNotice(type, row.counterparty),
        events: events.map((e) => ({ status: e.status as ClaimStatus, on: e.on, note: e.note })),
      };
    }),
  );
}

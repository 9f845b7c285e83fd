import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Claim } from '../../../../contract/claims/claims';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { listPlaceholder } from '../../../components/ui/list-placeholder';
import { ListMessage } from '../../../components/ui/section-card';
import type { useAccountClaims } from '../api/get-account-claims';
import { useReferClaim } from '../api/refer-claim';
import { ClaimEventDialog } from './claim-event-dialog';
import { ClaimItem } from './claim-item';
import { OpenClaimDialog } from './open-claim-dialog';
import type { ListedPayment } from './payment-item';

/** The account's claims with their clocks; staff open claims, record how they move on and refer to the Ombudsman. */
export function ClaimsSection({
  accountId,
  claims,
  payments,
}: {
  accountId: number;
  claims: ReturnType<typeof useAccountClaims>;
  payments: readonly ListedPayment[];
}) {
  const refer = useReferClaim(accountId);
  const [opening, setOpening] = useState(false);
  const [recording, setRecording] = useState<Claim | null>(null);
  const placeholder = listPlaceholder(claims, claims.data?.length === 0, {
    loading: 'Loading claims...',
    failed: 'Failed to load the claims.',
    empty: payments.length === 0 ? 'No claims yet. Add a payment first: a claim is about payments.' : 'No claims yet.',
  });
  return (
    <section aria-labelledby={`claims-${accountId}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`claims-${accountId}-heading`} className="text-base font-semibold text-navy-900">
          Claims
        </h3>
        <Button size="sm" variant="outline" disabled={payments.length === 0} onClick={() => setOpening(true)}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Open a claim
        </Button>
      </div>
      {placeholder ? (
        <ListMessage>{placeholder}</ListMessage>
      ) : (
        <ul className="grid gap-2">
          {(claims.data ?? []).map((claim) => (
            <ClaimItem
              key={claim.id}
              claim={claim}
              referring={refer.isPending && refer.variables === claim.id}
              onRecord={() => setRecording(claim)}
              onRefer={() => refer.mutate(claim.id)}
            />
          ))}
        </ul>
      )}
      <Dialog open={opening} onOpenChange={setOpening}>
        {opening && <OpenClaimDialog accountId={accountId} payments={payments} onDone={() => setOpening(false)} />}
      </Dialog>
      <Dialog open={recording !== null} onOpenChange={(open) => !open && setRecording(null)}>
        {recording && <ClaimEventDialog claim={recording} onDone={() => setRecording(null)} />}
      </Dialog>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, payoutToasts, type Payout } from '../../../../contract/accounts/payouts';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { Dialog } from '../../../components/ui/dialog';
import { QueryTable } from '../../../components/ui/data-table';
import { toast } from '../../../components/ui/use-toast';
import { usePayouts, type PayoutFilter } from '../api/get-payouts';
import { payoutColumns } from './payout-columns';
import { PayoutUpdateDialog } from './payout-update-dialog';
import { TabSection } from '../../../components/ui/tab-section';
import { ShowOlder } from '../../../components/ui/show-older';

/** Withdrawal Requests: the payout queue (the accounts whose balances it moves have the Clients tab). */
export function PayoutsTab() {
  const [status, setStatus] = useState<PayoutFilter>('all');
  const [editing, setEditing] = useState<Payout | null>(null);
  const requests = usePayouts(status);

  useEffect(() => {
    if (requests.isError && requests.errorUpdatedAt) toast({ title: payoutToasts.adminLoadFailed, variant: 'destructive' });
  }, [requests.isError, requests.errorUpdatedAt]);

  const columns = payoutColumns(setEditing);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <TabSection
        id="withdrawals-heading"
        title="Withdrawal Requests"
        description="Payouts of a client's available balance. There is never a fee."
        actions={
          <StatusFilterBar
            id="payout-status-filter"
            value={status}
            statuses={PAYOUT_STATUSES}
            labels={PAYOUT_STATUS_LABELS}
            onChange={setStatus}
            query={requests}
          />
        }
      >
        <QueryTable
          label="Withdrawal requests"
          columns={columns}
          query={requests}
          items="withdrawal requests"
          text={{ failed: payoutToasts.adminLoadFailed }}
        />
        <ShowOlder query={requests} items="withdrawal requests" />
      </TabSection>

      <Dialog open={editing !== null} onOpenChange={(on) => !on && setEditing(null)}>
        {editing && <PayoutUpdateDialog request={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}

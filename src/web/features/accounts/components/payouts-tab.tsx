import { useEffect, useState } from 'react';
import { formatMoney } from '../../../../contract/shared/money';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, PAYOUT_TRANSITIONS, payoutToasts, type Payout } from '../../../../contract/accounts/payouts';
import { Button } from '../../../components/ui/button';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { Dialog } from '../../../components/ui/dialog';
import { clientColumn, timeColumn, actionsColumn, type Column, QueryTable } from '../../../components/ui/data-table';
import { toast } from '../../../components/ui/use-toast';
import { usePayouts, type PayoutFilter } from '../api/get-payouts';
import { formatDateTime } from '../../../lib/format';
import { METHOD_LABELS, PayoutDetails, PayoutStatusBadge } from './payout-parts';
import { PayoutUpdateDialog } from './payout-update-dialog';
import { SecondLookPill } from './payout-set-up';
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

  const clientOf = (request: Payout) => request.clientEmail ?? `Account #${request.clientAccountId}`;
  const columns: Column<Payout>[] = [
    clientColumn((request) => ({ firstName: request.clientFirstName, lastName: request.clientLastName, email: clientOf(request) })),
    {
      key: 'amount',
      header: 'Amount',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (request) => formatMoney(request.amount, request.currency),
    },
    {
      key: 'method',
      header: 'Method',
      className: 'whitespace-nowrap',
      cell: (request) => METHOD_LABELS[request.withdrawalMethod],
    },
    {
      key: 'details',
      header: 'Details',
      className: 'max-w-sm min-w-28',
      cell: (request) => <PayoutDetails request={request} />,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (request) => (
        <span className="inline-flex flex-wrap gap-1">
          <PayoutStatusBadge status={request.status} />
          <SecondLookPill setUp={request.setUp} />
        </span>
      ),
    },
    timeColumn('date', 'Date', (request) => request.createdAt, formatDateTime),
    actionsColumn((request) => {
      const final = PAYOUT_TRANSITIONS[request.status].length === 0;
      return (
        <Button
          variant="outline"
          size="sm"
          aria-label={`${final ? 'View' : 'Update'} withdrawal request from ${clientOf(request)}`}
          onClick={() => setEditing(request)}
        >
          {final ? 'View' : 'Update'}
        </Button>
      );
    }),
  ];

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

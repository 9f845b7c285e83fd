import { useEffect, useState } from 'react';
import { formatMoney } from '../../../../contract/shared/money';
import { PAYOUT_STATUS_LABELS, PAYOUT_STATUSES, PAYOUT_TRANSITIONS, payoutToasts, type Payout } from '../../../../contract/accounts/payouts';
import { Button } from '../../../components/ui/button';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { Dialog } from '../../../components/ui/dialog';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TablePlaceholderRow, TableRow } from '../../../components/ui/table';
import { toast } from '../../../components/ui/use-toast';
import { usePayouts, type PayoutFilter } from '../api/get-payouts';
import { formatDateTime } from '../../../lib/format';
import { ClientAccountsSection } from './client-accounts-section';
import { SectionHeader } from '../../../components/ui/status-pill';
import { METHOD_LABELS, PayoutDetails, PayoutStatusBadge } from './payout-parts';
import { PayoutUpdateDialog } from './payout-update-dialog';
import { listPlaceholder } from '../../../components/ui/list-placeholder';

/** Withdrawal Requests: the payout queue, then the client accounts whose balances it moves. */
export function PayoutsTab() {
  const [status, setStatus] = useState<PayoutFilter>('all');
  const [editing, setEditing] = useState<Payout | null>(null);
  const requests = usePayouts(status);
  const items = requests.data ?? [];

  useEffect(() => {
    if (requests.isError && requests.errorUpdatedAt) toast({ title: payoutToasts.adminLoadFailed, variant: 'destructive' });
  }, [requests.isError, requests.errorUpdatedAt]);

  const placeholder = listPlaceholder(requests, items.length === 0, {
    loading: 'Loading withdrawal requests...',
    failed: payoutToasts.adminLoadFailed,
    empty: 'No withdrawal requests found.',
  });

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <section aria-labelledby="withdrawals-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <SectionHeader
          id="withdrawals-heading"
          title="Withdrawal Requests"
          description="Payouts of a client's available balance. There is never a fee."
        >
          <StatusFilterBar
            id="withdrawal-status-filter"
            value={status}
            statuses={PAYOUT_STATUSES}
            labels={PAYOUT_STATUS_LABELS}
            onChange={setStatus}
            onRefresh={() => void requests.refetch()}
            refreshing={requests.isFetching}
          />
        </SectionHeader>
        <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <Table label="Withdrawal requests" aria-busy={requests.isFetching}>
            <TableHead>
              <tr>
                <TableHeaderCell>Client</TableHeaderCell>
                <TableHeaderCell className="text-right">Amount</TableHeaderCell>
                <TableHeaderCell>Method</TableHeaderCell>
                <TableHeaderCell>Details</TableHeaderCell>
                <TableHeaderCell>Status</TableHeaderCell>
                <TableHeaderCell>Date</TableHeaderCell>
                <TableHeaderCell className="text-right">Actions</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {placeholder ? (
                <TablePlaceholderRow colSpan={7}>{placeholder}</TablePlaceholderRow>
              ) : (
                items.map((request) => {
                  const client = request.clientEmail ?? `Account #${request.clientAccountId}`;
                  const final = PAYOUT_TRANSITIONS[request.status].length === 0;
                  return (
                    <TableRow key={request.id}>
                      <TableCell className="break-all">{client}</TableCell>
                      <TableCell className="text-right whitespace-nowrap tabular-nums">{formatMoney(request.amount, request.currency)}</TableCell>
                      <TableCell className="whitespace-nowrap">{METHOD_LABELS[request.withdrawalMethod]}</TableCell>
                      <TableCell className="max-w-sm min-w-28">
                        <PayoutDetails request={request} />
                      </TableCell>
                      <TableCell>
                        <PayoutStatusBadge status={request.status} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">
                        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
                      </TableCell>
                      <TableCell className="py-1.5 text-right">
                        <Button
                          variant="outline"
                          size="sm"
                          aria-label={`${final ? 'View' : 'Update'} withdrawal request from ${client}`}
                          onClick={() => setEditing(request)}
                        >
                          {final ? 'View' : 'Update'}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })
              )}
            </TableBody>
          </Table>
        </div>
      </section>

      <ClientAccountsSection />

      <Dialog open={editing !== null} onOpenChange={(on) => !on && setEditing(null)}>
        {editing && <PayoutUpdateDialog request={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}

import { formatMoney } from '../../../../contract/shared/money';
import { PAYOUT_TRANSITIONS, type Payout } from '../../../../contract/accounts/payouts';
import { Button } from '../../../components/ui/button';
import { actionsColumn, clientColumn, type Column, timeColumn } from '../../../components/ui/data-table';
import { formatDateTime } from '../../../lib/format';
import { METHOD_LABELS, PayoutDetails, PayoutStatusBadge } from './payout-parts';
import { SecondLookPill } from './payout-set-up';

const clientOf = (request: Payout) => request.clientEmail ?? `Account #${request.clientAccountId}`;

/** The payout queue's columns; each row's button opens the request (`onOpen`) to move it along or, once final, to read it. */
export function payoutColumns(onOpen: (request: Payout) => void): Column<Payout>[] {
  return [
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
          onClick={() => onOpen(request)}
        >
          {final ? 'View' : 'Update'}
        </Button>
      );
    }),
  ];
}

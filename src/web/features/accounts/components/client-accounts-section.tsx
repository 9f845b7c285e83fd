import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { useState } from 'react';
import { idParam, useQueryParams } from '../../../lib/query-params';
import { RECOVERY_STATUS_LABELS, type RecoveryStatus } from '../../../../contract/accounts/accounts';
import { CASE_STAGE_LABELS } from '../../../../contract/accounts/case-progress';
import { formatMoney } from '../../../../contract/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SearchField } from '../../../components/ui/search-input';
import { FilterToggle } from '../../../components/ui/filter-toggle';
import { actionsColumn, type Column, QueryTable } from '../../../components/ui/data-table';
import { cn } from '../../../lib/cn';
import { useClientAccounts } from '../api/get-client-accounts';
import { StatusPill, type Tone } from '../../../components/ui/status-pill';
import { AccountDialog, accountName } from './account-dialog';
import { TabSection } from '../../../components/ui/tab-section';
import { ShowOlder } from '../../../components/ui/show-older';

const statusTones: Record<RecoveryStatus, Tone> = {
  under_review: 'info',
  in_progress: 'warning',
  completed: 'success',
  closed: 'muted',
};

export function RecoveryStatusBadge({ status }: { status: string }) {
  const known = status in RECOVERY_STATUS_LABELS ? (status as RecoveryStatus) : 'under_review';
  return <StatusPill tone={statusTones[known]}>{RECOVERY_STATUS_LABELS[known]}</StatusPill>;
}

/** The list's columns: the case, the client, the money derived from the ledger, where the case stands; Open shows the account. */
function accountColumns(onOpen: (account: ClientAccount) => void): Column<ClientAccount>[] {
  return [
    { key: 'case', header: 'Case ID', className: 'font-mono text-xs whitespace-nowrap', cell: (account) => account.caseId },
    { key: 'email', header: 'Email', className: 'break-all', cell: (account) => account.email },
    {
      key: 'name',
      header: 'Name',
      className: 'min-w-24',
      cell: (account) => (
        <>
          {accountName(account)}
          {!account.isActive && (
            <StatusPill tone="muted" className="ml-2">
              Inactive
            </StatusPill>
          )}
        </>
      ),
    },
    {
      key: 'recovered',
      header: 'Recovered',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (account) => formatMoney(account.recoveredAmount, account.currency),
    },
    {
      key: 'transferred',
      header: 'Transferred',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (account) => formatMoney(account.transferredAmount, account.currency),
    },
    {
      key: 'available',
      header: 'Available',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums',
      cell: (account) => formatMoney(account.availableAmount, account.currency),
    },
    { key: 'currency', header: 'Currency', cell: (account) => account.currency },
    { key: 'status', header: 'Status', cell: (account) => <RecoveryStatusBadge status={account.recoveryStatus} /> },
    { key: 'stage', header: 'Case stage', className: 'whitespace-nowrap', cell: (account) => CASE_STAGE_LABELS[account.caseStage] },
    actionsColumn((account) => (
      <Button variant="outline" size="sm" aria-label={`Open account ${account.caseId} (${account.email})`} onClick={() => onOpen(account)}>
        Open
      </Button>
    )),
  ];
}

/** The Clients tab: client accounts by search, balances derived from the ledger, and the account dialog with its ledger. */
export function ClientAccountsSection() {
  const [q, setQ] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  // An account a link names (`?account=<id>`: a chat, a lead, the toast of a new account) opens until it is closed.
  const [query, changeQuery] = useQueryParams();
  const linked = idParam(query, 'account');
  const openId = chosenId ?? linked;
  const close = () => {
    setChosenId(null);
    if (linked !== null) changeQuery((params) => params.delete('account'));
  };
  const [updateOverdue, setUpdateOverdue] = useState(false);
  const accounts = useClientAccounts(q, updateOverdue);

  const columns = accountColumns((account) => setChosenId(account.id));

  return (
    <TabSection
      id="client-accounts-heading"
      title="Client Accounts"
      description={
        updateOverdue && accounts.data
          ? `Clients with no update they can see for ${accounts.data.updateDays} days or more: post one from their account.`
          : 'Balances come from the recovery ledger and completed payouts; they are never typed in.'
      }
      actions={
        <div className="flex flex-wrap items-center gap-3">
          <FilterToggle id="client-accounts-overdue" label="Waiting for an update" checked={updateOverdue} onChange={setUpdateOverdue} />
          <SearchField id="client-accounts-search" label="Search client accounts" placeholder="Search by name, email or case ID" onSearch={setQ} />
        </div>
      }
    >
      <QueryTable
        label="Client accounts"
        className={cn('transition-opacity', accounts.isFetching && !accounts.isPending && !accounts.isFetchingNextPage && 'opacity-60')}
        columns={columns}
        query={{ ...accounts, data: accounts.data?.items }}
        items="client accounts"
        text={{
          empty: updateOverdue
            ? 'Every client has had an update recently.'
            : q
              ? 'No client accounts match your search.'
              : 'No client accounts yet.',
        }}
      />
      <ShowOlder query={accounts} items="client accounts" />
      <Dialog open={openId !== null} onOpenChange={(on) => !on && close()}>
        {openId !== null && <AccountDialog accountId={openId} onErased={close} />}
      </Dialog>
    </TabSection>
  );
}

import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { RECOVERY_STATUS_LABELS, type RecoveryStatus } from '../../../../contract/accounts/accounts';
import { formatMoney } from '../../../../contract/shared/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TablePlaceholderRow, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { useClientAccounts } from '../api/get-client-accounts';
import { SectionHeader, StatusPill, type Tone } from '../../../components/ui/status-pill';
import { AccountDialog, accountName } from './account-dialog';
import { listPlaceholder } from '../../../components/ui/list-placeholder';

const stageTones: Record<RecoveryStatus, Tone> = {
  under_review: 'info',
  in_progress: 'warning',
  completed: 'success',
  closed: 'muted',
};

export function StageBadge({ status }: { status: string }) {
  const known = status in RECOVERY_STATUS_LABELS ? (status as RecoveryStatus) : 'under_review';
  return <StatusPill tone={stageTones[known]}>{RECOVERY_STATUS_LABELS[known]}</StatusPill>;
}

/** Client accounts: search, balances derived from the ledger, and the account dialog with its ledger. */
export function ClientAccountsSection() {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const accounts = useClientAccounts(q);
  const items = accounts.data ?? [];

  const placeholder = listPlaceholder(accounts, items.length === 0, {
    loading: 'Loading client accounts...',
    failed: 'Failed to load client accounts.',
    empty: q ? 'No client accounts match your search.' : 'No client accounts yet.',
  });

  return (
    <section aria-labelledby="client-accounts-heading" className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <SectionHeader
        id="client-accounts-heading"
        title="Client Accounts"
        description="Balances come from the recovery ledger and completed payouts; they are never typed in."
      >
        <div className="w-full max-w-sm" style={{ width: '18rem' }}>
          <Label htmlFor="client-accounts-search" className="sr-only">
            Search client accounts
          </Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 -translate-y-1/2 h-4 w-4 text-slate-500" />
            <Input
              id="client-accounts-search"
              type="search"
              fieldSize="sm"
              className="pl-8"
              placeholder="Search by email or name"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </div>
      </SectionHeader>
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <Table
          label="Client accounts"
          aria-busy={accounts.isFetching}
          className={cn('transition-opacity', accounts.isFetching && !accounts.isPending && 'opacity-60')}
        >
          <TableHead>
            <tr>
              <TableHeaderCell>Case ID</TableHeaderCell>
              <TableHeaderCell>Email</TableHeaderCell>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell className="text-right">Recovered</TableHeaderCell>
              <TableHeaderCell className="text-right">Transferred</TableHeaderCell>
              <TableHeaderCell className="text-right">Available</TableHeaderCell>
              <TableHeaderCell>Currency</TableHeaderCell>
              <TableHeaderCell>Stage</TableHeaderCell>
              <TableHeaderCell className="text-right">Actions</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {placeholder ? (
              <TablePlaceholderRow colSpan={9}>{placeholder}</TablePlaceholderRow>
            ) : (
              items.map((account) => (
                <TableRow key={account.id}>
                  <TableCell className="font-mono text-xs whitespace-nowrap">{account.caseId}</TableCell>
                  <TableCell className="break-all">{account.email}</TableCell>
                  <TableCell className="min-w-24">
                    {accountName(account)}
                    {!account.isActive && (
                      <StatusPill tone="muted" className="ml-2">
                        Inactive
                      </StatusPill>
                    )}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(account.recoveredAmount, account.currency)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(account.transferredAmount, account.currency)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatMoney(account.availableAmount, account.currency)}
                  </TableCell>
                  <TableCell>{account.currency}</TableCell>
                  <TableCell>
                    <StageBadge status={account.recoveryStatus} />
                  </TableCell>
                  <TableCell className="py-1.5 text-right">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Open account ${account.caseId} (${account.email})`}
                      onClick={() => setOpenId(account.id)}
                    >
                      Open
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Dialog open={openId !== null} onOpenChange={(on) => !on && setOpenId(null)}>
        {openId !== null && <AccountDialog accountId={openId} />}
      </Dialog>
    </section>
  );
}

import { z } from 'zod';
import { useState } from 'react';
import {
  accountOriginText,
  RECOVERY_STATUS_LABELS,
  reverseEntrySchema,
  updateClientAccountSchema,
  type ClientAccount,
  type LedgerEntry,
} from '../../../../contract/accounts/accounts';
import { formatMoney, toCents } from '../../../../contract/shared/money';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useClientAccount } from '../api/get-client-account';
import { useRecordRecovery } from '../api/record-recovery';
import { useReverseLedgerEntry } from '../api/reverse-ledger-entry';
import { useUpdateClientAccount } from '../api/update-client-account';
import { useEraseClientAccount } from '../api/erase-client-account';
import { recoveryFormSchema } from '../lib/recovery-form';
import { formatDate, formatDateTime } from '../../../lib/format';
import { StatusPill, todayIso } from '../../../components/ui/status-pill';
import { useIsAdmin } from '../../../lib/current-member';
import { DocumentRequestsPanel } from '../../documents';
import { AccountRecoveryWork } from '../../claims';
import { SubmitButton } from '../../../components/ui/submit-button';
import { CaseUpdatesPanel } from './case-updates-panel';
import { ClientViewPreview } from './client-view-preview';
import { LegalHoldControls } from '../../../components/ui/legal-hold-controls';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PersonalDataButton } from '../../../components/ui/personal-data-button';

/**
 * Whether staff may reverse an entry, as the server decides: the balance left after the reversal must
 * still cover any open payout request, so money already paid out (or promised to a payout) cannot be taken back.
 */
export function reversible(account: Pick<ClientAccount, 'availableAmount'>, entry: Pick<LedgerEntry, 'amount'>): boolean {
  return toCents(account.availableAmount) - toCents(entry.amount) >= 0;
}

export function accountName(account: Pick<ClientAccount, 'firstName' | 'lastName'>): string {
  return `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim() || '—';
}

/** One client account: derived balances, status and access, case progress, the ledger, and the forms that add to it. */
export function AccountDialog({ accountId, onErased }: { accountId: number; onErased: () => void }) {
  const detail = useClientAccount(accountId);
  const account = detail.data?.account;
  return (
    <DialogContent
      size="lg"
      title={account ? `Client account ${account.caseId}` : 'Client account'}
      description={account ? `${account.email} · ${accountName(account)}` : undefined}
    >
      {detail.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          Loading account...
        </p>
      ) : detail.isError || !account ? (
        <div className="flex flex-col items-center gap-3 py-8">
          <p role="alert" className="text-sm text-red-700">
            Failed to load the client account.
          </p>
          <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-5">
          <p className="text-sm text-slate-700" data-testid="account-origin">
            {accountOriginText(detail.data.origin)}
          </p>
          <Balances account={account} />
          <AccountSettings key={String(account.isActive)} account={account} />
          <ClientViewPreview account={account} />
          <CaseUpdatesPanel account={account} />
          <Ledger account={account} entries={detail.data.ledger} />
          <RecordRecoveryForm account={account} />
          <AccountRecoveryWork accountId={account.id} currency={account.currency} />
          <DocumentRequestsPanel accountId={account.id} />
          <AccountHold account={account} holdReason={detail.data.hold?.reason ?? null} onErased={onErased} />
        </div>
      )}
    </DialogContent>
  );
}

function AccountHold({ account, holdReason, onErased }: { account: ClientAccount; holdReason: string | null; onErased: () => void }) {
  const update = useUpdateClientAccount(account.id);
  const isAdmin = useIsAdmin();
  return (
    <>
      {isAdmin && (
        <div>
          <PersonalDataButton url={`/api/admin/client-accounts/${account.id}/export`} fileName={`client-${account.id}-personal-data.zip`} />
        </div>
      )}
      <LegalHoldControls
        id={`account-hold-${account.id}`}
        record="client account"
        holdReason={holdReason}
        canChange={isAdmin}
        pending={update.isPending}
        onChange={(change) => update.mutate(change)}
      />
      {isAdmin && <EraseClient account={account} onErased={onErased} />}
    </>
  );
}

/** An erasure request served from the account: refused (and told why) under a legal hold, the one thing that outranks an erasure request. */
function EraseClient({ account, onErased }: { account: ClientAccount; onErased: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseClientAccount();
  return (
    <div>
      <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
        Erase client
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase ${accountName(account)}?`}
        message="For an erasure request: the account, its ledger, payouts, documents, chats, messages and complaints, and the lead it came from are deleted for good. The audit trail keeps only that an erasure happened. A complaint still open, a payout in progress or records a regulator requires must be kept: place a legal hold instead. This cannot be undone."
        confirmLabel="Erase client"
        busy={erase.isPending}
        // Not mutate's callbacks: the refresh after the erasure unmounts this view before they would run.
        onConfirm={() => void erase.mutateAsync(account.id).then(onErased, () => setConfirming(false))}
      />
    </div>
  );
}

function Balances({ account }: { account: ClientAccount }) {
  const figures: [string, string][] = [
    ['Recovered', account.recoveredAmount],
    ['Transferred', account.transferredAmount],
    ['Available', account.availableAmount],
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-lg font-semibold text-navy-900 tabular-nums" data-testid={`balance-${label.toLowerCase()}`}>
            {formatMoney(value, account.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Access, and the recovery status it follows from the case stage (decision 043): staff change the stage with
 * a case update, never the status apart. The legal hold is set elsewhere.
 */
const settingsSchema = z.object(updateClientAccountSchema.shape).pick({ isActive: true }).required();

export function AccountSettings({ account }: { account: ClientAccount }) {
  const update = useUpdateClientAccount(account.id);
  const form = useZodForm(settingsSchema, { defaultValues: { isActive: account.isActive } });
  const active = form.watch('isActive');
  const changed = active !== account.isActive;

  const submit = form.handleSubmit(({ isActive }) => update.mutate({ isActive }));

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 p-3"
      aria-label="Recovery status and access"
    >
      <p className="pb-2 text-sm text-navy-900">
        Recovery status: <strong data-testid="staff-recovery-status">{RECOVERY_STATUS_LABELS[account.recoveryStatus]}</strong>{' '}
        <span className="text-xs text-slate-600">(follows the case stage: change it with a case update)</span>
      </p>
      <div className="flex items-center gap-2 pb-2">
        <Checkbox id="account-active" className="mt-0 h-4 w-4" {...form.register('isActive')} />
        <Label htmlFor="account-active" className="mb-0">
          Active (the client can sign in)
        </Label>
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={!changed || update.isPending}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

function Ledger({ account, entries }: { account: ClientAccount; entries: LedgerEntry[] }) {
  const [reversing, setReversing] = useState<LedgerEntry | null>(null);
  // Reversing an entry is an admin's correction.
  const isAdmin = useIsAdmin();
  return (
    <section aria-labelledby="ledger-heading" className="grid gap-2">
      <h3 id="ledger-heading" className="text-sm font-semibold text-navy-900">
        Recovery ledger
      </h3>
      <p className="text-xs text-slate-600">
        Entries are never edited or deleted; a mistake is corrected with a reversing entry{isAdmin ? '' : ', which only an admin can add: ask one'}.
      </p>
      <div className="overflow-hidden rounded-lg border border-slate-200">
        <Table label="Ledger entries">
          <TableHead>
            <tr>
              <TableHeaderCell>Date received</TableHeaderCell>
              <TableHeaderCell className="text-right">Amount</TableHeaderCell>
              <TableHeaderCell>Reference</TableHeaderCell>
              <TableHeaderCell>Note</TableHeaderCell>
              <TableHeaderCell>Recorded by</TableHeaderCell>
              <TableHeaderCell className="text-right">Actions</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {entries.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-6 text-center text-sm text-slate-600">
                  No recoveries recorded yet.
                </td>
              </tr>
            ) : (
              entries.map((entry) => (
                <TableRow key={entry.id} data-testid={`ledger-entry-${entry.id}`}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={entry.receivedOn}>{formatDate(entry.receivedOn)}</time>
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap tabular-nums">{formatMoney(entry.amount, entry.currency)}</TableCell>
                  <TableCell className="min-w-28 break-words">{entry.reference}</TableCell>
                  <TableCell className="min-w-28 break-words whitespace-pre-wrap">
                    {entry.reversesEntryId !== null && (
                      <StatusPill tone="warning" className="mr-1">
                        Reversal
                      </StatusPill>
                    )}
                    {entry.reversedByEntryId !== null && (
                      <StatusPill tone="muted" className="mr-1">
                        Reversed
                      </StatusPill>
                    )}
                    {entry.note ?? ''}
                  </TableCell>
                  <TableCell className="min-w-24">
                    {entry.recordedBy ?? '—'}
                    <span className="block text-xs text-slate-500">{formatDateTime(entry.createdAt)}</span>
                  </TableCell>
                  <TableCell className="py-1.5 text-right">
                    {entry.reversesEntryId === null && entry.reversedByEntryId === null && !reversible(account, entry) && (
                      <span className="text-xs whitespace-nowrap text-slate-600">
                        {toCents(account.transferredAmount) > 0 ? 'Paid out' : 'In a payout request'}
                      </span>
                    )}
                    {isAdmin && entry.reversesEntryId === null && entry.reversedByEntryId === null && reversible(account, entry) && (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Reverse ${formatMoney(entry.amount, entry.currency)} (${entry.reference})`}
                        onClick={() => setReversing(entry)}
                      >
                        Reverse
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Dialog open={reversing !== null} onOpenChange={(on) => !on && setReversing(null)}>
        {reversing && <ReverseDialog account={account} entry={reversing} onDone={() => setReversing(null)} />}
      </Dialog>
    </section>
  );
}

function ReverseDialog({ account, entry, onDone }: { account: ClientAccount; entry: LedgerEntry; onDone: () => void }) {
  const reverse = useReverseLedgerEntry(account.id);
  const form = useZodForm(reverseEntrySchema, { defaultValues: { note: '' } });
  const submit = form.handleSubmit(({ note }) => reverse.mutate({ entryId: entry.id, note }, { onSuccess: onDone }));
  return (
    <DialogContent
      size="sm"
      title="Reverse ledger entry"
      description={`Adds an entry of minus ${formatMoney(entry.amount, entry.currency)} against reference ${entry.reference}. The original entry stays.`}
    >
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog renders inside the account dialog's tree: its submit must not reach another form.
          event.stopPropagation();
          void submit(event);
        }}
        className="grid gap-4"
      >
        <FormField form={form} name="note" id="reverse-note" label="Reason">
          {(control) => <Textarea maxLength={1000} {...control} />}
        </FormField>
        <DialogFooter>
          <DialogClose className={buttonClasses('outline', 'sm')}>Cancel</DialogClose>
          <SubmitButton size="sm" variant="danger" pending={reverse.isPending} label="Reverse entry" pendingLabel="Reversing..." />
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

function RecordRecoveryForm({ account }: { account: ClientAccount }) {
  const record = useRecordRecovery(account.id);
  const blank = { amount: '', receivedOn: todayIso(), reference: '', note: '' };
  const form = useZodForm(recoveryFormSchema, { defaultValues: blank });
  const submit = form.handleSubmit((values) => record.mutate({ ...values, currency: account.currency }, { onSuccess: () => form.reset(blank) }));
  const field = (name: 'amount' | 'receivedOn' | 'reference' | 'note', label: string) => ({
    form,
    name,
    id: `recovery-${name}`,
    label,
    dense: true,
  });

  return (
    <section aria-labelledby="record-recovery-heading" className="rounded-lg border border-slate-200 p-3">
      <h3 id="record-recovery-heading" className="text-sm font-semibold text-navy-900">
        Record recovery
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">Record money actually received for this client, in {account.currency}, with its evidence.</p>
      <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2">
        <FormField {...field('amount', `Amount (${account.currency})`)}>
          {(control) => <Input type="number" step="0.01" min="0.01" inputMode="decimal" fieldSize="sm" {...control} />}
        </FormField>
        <FormField {...field('receivedOn', 'Date received')}>
          {(control) => <Input type="date" max={todayIso()} fieldSize="sm" {...control} />}
        </FormField>
        <FormField {...field('reference', 'Reference')}>{(control) => <Input fieldSize="sm" maxLength={200} {...control} />}</FormField>
        <FormField {...field('note', 'Note (optional)')}>{(control) => <Input fieldSize="sm" maxLength={1000} {...control} />}</FormField>
        <div className="flex justify-end sm:col-span-2">
          <SubmitButton size="sm" pending={record.isPending} label="Record recovery" pendingLabel="Recording..." />
        </div>
      </form>
    </section>
  );
}

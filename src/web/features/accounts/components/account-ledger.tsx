import { useState } from 'react';
import { type ClientAccount, type LedgerEntry, reverseEntrySchema } from '../../../../contract/accounts/accounts';
import { formatMoney, toCents } from '../../../../contract/shared/money';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { StatusPill } from '../../../components/ui/status-pill';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useIsAdmin } from '../../../lib/current-member';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useReverseLedgerEntry } from '../api/reverse-ledger-entry';

/**
 * Whether staff may reverse an entry, as the server decides: the balance left after the reversal must
 * still cover any open payout request, so money already paid out (or promised to a payout) cannot be taken back.
 */
export function reversible(account: Pick<ClientAccount, 'availableAmount'>, entry: Pick<LedgerEntry, 'amount'>): boolean {
  return toCents(account.availableAmount) - toCents(entry.amount) >= 0;
}

/** An account's ledger, every entry as it was recorded, with an admin's way to reverse one. */
export function AccountLedger({ account, entries }: { account: ClientAccount; entries: LedgerEntry[] }) {
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
                <LedgerRow key={entry.id} account={account} entry={entry} canReverse={isAdmin} onReverse={() => setReversing(entry)} />
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

function LedgerRow({
  account,
  entry,
  canReverse,
  onReverse,
}: {
  account: ClientAccount;
  entry: LedgerEntry;
  canReverse: boolean;
  onReverse: () => void;
}) {
  return (
    <TableRow data-testid={`ledger-entry-${entry.id}`}>
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
        {canReverse && entry.reversesEntryId === null && entry.reversedByEntryId === null && reversible(account, entry) && (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Reverse ${formatMoney(entry.amount, entry.currency)} (${entry.reference})`}
            onClick={onReverse}
          >
            Reverse
          </Button>
        )}
      </TableCell>
    </TableRow>
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

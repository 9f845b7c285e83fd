import { formatMoney } from '../../../../contract/shared/money';
import { useClientLedger } from '../api/get-client-ledger';
import { formatCalendarDate } from '../../../lib/client-format';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { StatusPill } from '../../../components/ui/client-status-pill';

/** Every amount recorded as recovered on the case, with its evidence reference: the balance a client sees is the sum of these. */
export function LedgerList({ accountId, className }: { accountId: number; className?: string }) {
  const { data, isPending, isError } = useClientLedger(accountId);

  return (
    <SectionCard
      id="recorded-recoveries"
      title="Recorded Recoveries"
      description="Each amount received on your case, with the reference it was recorded with."
      className={className}
    >
      {isPending ? (
        <ListMessage role="status">Loading recorded recoveries...</ListMessage>
      ) : isError ? (
        <ListMessage role="alert">Recorded recoveries could not be loaded. Please reload the page.</ListMessage>
      ) : data.length === 0 ? (
        <ListMessage>No recovered funds have been recorded yet.</ListMessage>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Recorded recoveries">
          {data.map((entry) => {
            const reversal = entry.reversesEntryId !== null;
            // The reason staff typed is kept from the client (clientLedgerEntrySchema): it was written as a staff note.
            const corrected = reversal ? data.find((other) => other.id === entry.reversesEntryId) : undefined;
            return (
              <li key={entry.id} className="grid gap-1 py-3 first:pt-0 last:pb-0" data-testid="ledger-entry">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className={reversal ? 'font-semibold text-red-800' : 'font-semibold text-navy-900'}>
                    {formatMoney(entry.amount, entry.currency)}
                  </span>
                  {reversal && <StatusPill tone="danger">Reversal</StatusPill>}
                </div>
                <p className="text-sm text-slate-700">
                  {reversal ? 'Corrected' : 'Received'} {formatCalendarDate(entry.receivedOn)}
                </p>
                {reversal && (
                  <p className="text-sm text-slate-700">
                    {corrected
                      ? `This takes back the ${formatMoney(corrected.amount, corrected.currency)} recorded on ${formatCalendarDate(corrected.receivedOn)}, which should not have been recorded.`
                      : 'This takes back an amount that should not have been recorded.'}{' '}
                    Your case handler can tell you more.
                  </p>
                )}
                <p className="text-xs break-all text-slate-600">Reference: {entry.reference}</p>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

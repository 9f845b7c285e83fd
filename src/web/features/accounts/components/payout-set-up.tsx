import { AlertTriangle } from 'lucide-react';
import type { PayoutSetUp } from '../../../../contract/accounts/payouts';
import { formatMoney } from '../../../../contract/shared/money';
import { StatusPill } from '../../../components/ui/status-pill';

/** The list's marker on a request whose account and money one caseworker set up alone (decision 034). */
export function SecondLookPill({ setUp }: { setUp: PayoutSetUp | undefined }) {
  return setUp?.secondLook ? <StatusPill tone="danger">Second look</StatusPill> : null;
}

function openedBy(setUp: PayoutSetUp): string {
  const who = setUp.accountCreatedBy ? `${setUp.accountCreatedBy} (${setUp.accountCreatedByAdmin ? 'admin' : 'caseworker'})` : 'not recorded';
  const chosen = [setUp.emailChosenByStaff && 'its email', setUp.passwordChosenByStaff && 'its first password'].filter(Boolean);
  return chosen.length ? `${who}; ${chosen.join(' and ')} chosen by staff` : who;
}

/**
 * For the admin deciding a payout: who opened the account and who recorded each entry of the money it pays
 * out, and the second-look warning when one caseworker did both.
 */
export function PayoutSetUpFacts({ setUp, currency }: { setUp: PayoutSetUp | undefined; currency: string }) {
  if (!setUp) return null;
  return (
    <section aria-label="Who set up this account" className="grid gap-2 text-sm">
      {setUp.secondLook && (
        <p role="alert" className="flex gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {setUp.secondLook}
        </p>
      )}
      <p>
        <span className="font-medium text-navy-900">Account opened by: </span>
        {openedBy(setUp)}
      </p>
      <div>
        <p className="font-medium text-navy-900">Money recorded</p>
        {setUp.entries.length === 0 ? (
          <p className="text-slate-700">No entries.</p>
        ) : (
          <ul className="grid gap-0.5 text-slate-700">
            {setUp.entries.map((entry) => (
              <li key={entry.id} className={entry.reversed ? 'text-slate-500 line-through' : undefined}>
                {formatMoney(entry.amount, currency)} · {entry.reference} · {entry.receivedOn} · recorded by {entry.recordedBy ?? 'not recorded'}
                {entry.reversed && <span className="sr-only"> (reversed)</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

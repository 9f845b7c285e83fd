import { CLAIM_TYPE_LABELS } from '../../../../contract/claims/rules/claim-types';
import type { PaymentRoute } from '../../../../contract/claims/claims';
import { formatDate } from '../../../lib/format';

/** Which claims fit a payment and until when, and (folded away) why the others do not. Advice only. */
export function PaymentAdvice({ routes, today }: { routes: readonly PaymentRoute[]; today: string }) {
  if (routes.length === 0) return null;
  const fitting = routes.filter((route) => route.fits);
  const others = routes.filter((route) => !route.fits);
  return (
    <div className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm">
      <p className="font-medium text-navy-900">Claims that fit</p>
      {fitting.length === 0 ? (
        <p className="text-slate-700">None of the usual routes fits this payment.</p>
      ) : (
        <ul className="mt-1 grid gap-0.5">
          {fitting.map((route) => (
            <li key={route.type} className="text-slate-800">
              {CLAIM_TYPE_LABELS[route.type]}
              {route.fileBy && (
                <span className={route.fileBy < today ? 'font-semibold text-red-800' : 'text-slate-600'}>
                  {route.fileBy < today ? ` (time limit passed on ${formatDate(route.fileBy)})` : ` (by ${formatDate(route.fileBy)})`}
                </span>
              )}
              {route.urgentUntil && route.urgentUntil >= today && (
                <span className="font-semibold text-red-800"> urgent until {formatDate(route.urgentUntil)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-slate-700">Why the others do not fit</summary>
          <ul className="mt-1 grid gap-0.5 text-slate-700">
            {others.map((route) => (
              <li key={route.type}>
                <span className="font-medium">{CLAIM_TYPE_LABELS[route.type]}:</span> {route.why ?? 'Does not fit.'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

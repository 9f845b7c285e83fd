import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { RecoveryStatusCard } from './recovery-status-card';

/**
 * The recovery card exactly as the client sees it in their portal (stage, progress percentage, steps), so
 * staff answering a client's question see the same figures they do.
 */
export function ClientViewPreview({ account }: { account: ClientAccount }) {
  return (
    <details className="rounded-lg border border-slate-200 px-3 py-2" data-testid="client-view-preview">
      <summary className="cursor-pointer text-sm font-medium text-navy-900">What the client sees of their recovery</summary>
      <RecoveryStatusCard account={account} className="mt-3" />
    </details>
  );
}

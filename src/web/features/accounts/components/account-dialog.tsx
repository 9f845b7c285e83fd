import { useState } from 'react';
import { accountOriginText, type ClientAccount } from '../../../../contract/accounts/accounts';
import { accountEndpoints } from '../../../../contract/accounts/endpoints';
import { formatMoney } from '../../../../contract/shared/money';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogContent } from '../../../components/ui/dialog';
import { LegalHoldControls } from '../../../components/ui/legal-hold-controls';
import { PersonalDataButton } from '../../../components/ui/personal-data-button';
import { useIsAdmin } from '../../../lib/current-member';
import { AccountRecoveryWork } from '../../claims';
import { DocumentRequestsPanel } from '../../documents';
import { useClientAccount } from '../api/get-client-account';
import { useEraseClientAccount } from '../api/erase-client-account';
import { useUpdateClientAccount } from '../api/update-client-account';
import { AccountLedger } from './account-ledger';
import { AccountSettings } from './account-settings';
import { CaseUpdatesPanel } from './case-updates-panel';
import { ClientViewPreview } from './client-view-preview';
import { RecordRecoveryForm } from './record-recovery-form';
import { VulnerabilityBanner } from './vulnerability-banner';

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
          <VulnerabilityBanner vulnerability={detail.data.vulnerability} />
          <p className="text-sm text-slate-700" data-testid="account-origin">
            {accountOriginText(detail.data.origin)}
          </p>
          <Balances account={account} />
          <AccountSettings key={String(account.isActive)} account={account} />
          <ClientViewPreview account={account} />
          <CaseUpdatesPanel account={account} />
          <AccountLedger account={account} entries={detail.data.ledger} />
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
          <PersonalDataButton
            endpoint={accountEndpoints.exportPersonalData}
            input={{ params: { id: account.id } }}
            fileName={`client-${account.id}-personal-data.zip`}
          />
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

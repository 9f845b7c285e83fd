import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { formatDate } from '../../../lib/client-format';
import { SectionCard } from '../../../components/ui/section-card';

export function AccountInfoCard({ account, className }: { account: ClientAccount; className?: string }) {
  const rows: Array<[string, string]> = [
    ['Email', account.email],
    ['Case ID', account.caseId],
    ['Currency', account.currency],
    ['Member since', formatDate(account.createdAt)],
  ];
  return (
    <SectionCard id="account-information" title="Account Information" className={className}>
      <dl className="grid gap-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-all text-navy-900">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

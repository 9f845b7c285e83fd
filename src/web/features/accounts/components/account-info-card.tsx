import type { ClientAccount } from '../../../../contract/accounts/accounts';
import { formatDate } from '../../../lib/client-format';
import { SectionCard } from '../../../components/ui/section-card';

export function AccountInfoCard({ account, className }: { account: ClientAccount; className?: string }) {
  const rows: Array<[string, string]> = [
    ['Email', account.email],
    ['Case ID', account.caseId],
    // The reference their assessment receipt gave them: the same case, so the client can match the two.
    ...(account.assessmentReference ? [['Assessment reference', account.assessmentReference] as [string, string]] : []),
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
      {/* UK GDPR: staff export or erase a person's data on request; the client must know how to ask. */}
      <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700" data-testid="your-data">
        For a copy of the data we hold about you, or to ask us to correct or erase it, send us a message in the chat or with the{' '}
        <a href="/#contact" className="font-medium text-teal-800 underline underline-offset-2">
          contact form
        </a>
        . Our{' '}
        <a href="/privacy" className="font-medium text-teal-800 underline underline-offset-2">
          privacy notice
        </a>{' '}
        explains your rights.
      </p>
    </SectionCard>
  );
}

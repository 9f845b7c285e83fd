import { CircleCheck, CircleSlash } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ClientAccount } from '../../../contract/accounts/accounts';
import { formatDateTime } from '../../lib/client-format';

/** What the dashboard says of the case under its greeting: which case, who handles it, whether it is active, the last login. */
export function CaseFacts({ account }: { account: ClientAccount }) {
  return (
    <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      <Fact term="Case ID:" testId="case-id">
        {account.caseId}
      </Fact>
      {/* The reference their assessment receipt gave them: the same case, so the client can match the two. */}
      {account.assessmentReference && (
        <Fact term="Assessment reference:" testId="assessment-reference">
          {account.assessmentReference}
        </Fact>
      )}
      {account.caseHandler && (
        <Fact term="Your case handler:" testId="case-handler">
          {account.caseHandler}
        </Fact>
      )}
      <div className="flex gap-1.5">
        <dt className="sr-only">Case state</dt>
        <dd className="flex items-center gap-1.5 font-medium">
          {account.isActive ? (
            <>
              <CircleCheck aria-hidden="true" className="h-4 w-4 text-emerald-700" />
              <span className="text-emerald-800">Case Active</span>
            </>
          ) : (
            <>
              <CircleSlash aria-hidden="true" className="h-4 w-4 text-slate-500" />
              <span className="text-slate-700">Case Inactive</span>
            </>
          )}
        </dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-slate-600">Last login:</dt>
        <dd className="text-navy-900" data-testid="last-login">
          {formatDateTime(account.previousLogin, 'First visit')}
        </dd>
      </div>
    </dl>
  );
}

/** One fact of the case: its name, and its value in bold. */
function Fact({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-semibold text-navy-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

import { AlertTriangle, Info } from 'lucide-react';
import { CASE_DETAILS_MAX } from '../../../../contract/intake/assessment-messages';
import { cn } from '../../../lib/cn';

/** How the integration works, or how to set it up while it is not configured. */
export function CrmSetupExplanation({ configured }: { configured: boolean }) {
  const code = 'rounded bg-slate-100 px-1 py-0.5 font-mono text-navy-900';
  return (
    <div
      className={cn('rounded-xl border p-4 text-sm', configured ? 'border-slate-200 bg-white' : 'border-amber-300 bg-amber-50')}
      role={configured ? undefined : 'status'}
    >
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        {configured ? <Info aria-hidden="true" className="h-4 w-4" /> : <AlertTriangle aria-hidden="true" className="h-4 w-4 text-amber-800" />}
        {configured ? 'How the integration works' : 'The partner CRM integration is not configured'}
      </p>
      <ul className="mt-2 grid gap-1 pl-4 text-slate-700">
        {!configured && (
          <li>
            Set <code className={code}>CRM_URL</code> (the partner's affiliate-registration endpoint) and <code className={code}>CRM_TOKEN</code>{' '}
            (sent as a Bearer token) in the server's environment, optionally <code className={code}>CRM_CAMPAIGN</code> (the utm_campaign) and{' '}
            <code className={code}>CRM_AUTO_SYNC=true</code> to queue each new consenting lead automatically, then restart the server.
          </li>
        )}
        <li>Only leads who consented to sharing their case with the partner are ever sent; the others cannot be selected.</li>
        <li>
          Each lead is sent with first name, last name, email, phone, utm_campaign, utm_source 'Website', utm_medium (the lead's source) and
          utm_content (the case details, which the assessment form keeps to {CASE_DETAILS_MAX.toLocaleString('en-GB')} characters).
        </li>
        <li>Syncing queues the lead: it is sent once, retried if the partner is down, and marked synced, duplicate or failed.</li>
      </ul>
    </div>
  );
}

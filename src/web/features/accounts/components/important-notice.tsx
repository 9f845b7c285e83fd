import { ShieldAlert } from 'lucide-react';
import { IMPORTANT_NOTICE } from '../../../../contract/accounts/accounts';
import { FRAUD_REPORTING_LINKS, FREE_ROUTES_REMINDER } from '../../../../contract/content/links';
import { cn } from '../../../lib/cn';
import { NewTabLink } from '../../../components/ui/new-tab-link';

/** We never ask for money to release funds; where to report anyone who does; the free routes (CMCOB 4). */
export function ImportantNotice({ className }: { className?: string }) {
  return (
    <section aria-labelledby="important-notice-heading" className={cn('rounded-xl border border-amber-300 bg-amber-50 p-5 sm:p-6', className)}>
      <div className="flex items-center gap-2">
        <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-800" />
        <h2 id="important-notice-heading" className="text-lg font-semibold text-amber-950">
          Important Notice
        </h2>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-amber-950">{IMPORTANT_NOTICE}</p>
      <p className="mt-2 text-sm leading-relaxed text-amber-950" data-testid="free-routes-reminder">
        {FREE_ROUTES_REMINDER}
      </p>
      <ul className="mt-4 grid gap-2">
        {FRAUD_REPORTING_LINKS.map((link) => (
          <li key={link.url} className="text-sm text-amber-950">
            <NewTabLink
              href={link.url}
              icon
              className="inline-flex items-center gap-1.5 font-semibold underline underline-offset-2 hover:text-navy-900"
            >
              {link.label}
            </NewTabLink>
            {link.phone && ` or call ${link.phone}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

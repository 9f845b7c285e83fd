import { BadgeCheck } from 'lucide-react';
import type { SiteContent } from '../../../../contract/content/content';
import { ExampleBadge } from '../../../components/ui/badge';
import { LandingSection } from '../../../components/ui/section-heading';

export function Credentials({ credentials }: { credentials: SiteContent['credentials'] }) {
  if (credentials.length === 0) return null;
  return (
    <LandingSection id="credentials" tone="white" eyebrow="Credentials" title="Qualifications and memberships">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {credentials.map((credential) => (
          <li key={JSON.stringify(credential)} className="flex gap-3 rounded-xl border border-slate-200 bg-navy-50 p-5">
            <BadgeCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-teal-700" />
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-navy-900">{credential.title}</h3>
                <ExampleBadge show={credential.example} />
              </div>
              {credential.description && <p className="mt-1 text-sm text-slate-700">{credential.description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

import type { SiteContent } from '../../../../contract/content/content';
import { ExampleBadge } from '../../../components/ui/badge';
import { LandingSection } from '../../../components/ui/section-heading';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function Team({ team }: { team: SiteContent['team'] }) {
  if (team.length === 0) return null;
  return (
    <LandingSection id="team" tone="navy" eyebrow="Our Team" title="The people who work on your case">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {team.map((member) => (
          <li key={JSON.stringify(member)} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-teal-700 font-bold text-white" aria-hidden="true">
                {initialsOf(member.name)}
              </span>
              <ExampleBadge show={member.example} />
            </div>
            <h3 className="mt-4 text-lg font-semibold text-navy-900">{member.name}</h3>
            <p className="text-sm font-medium text-teal-800">{member.role}</p>
            {member.bio && <p className="mt-3 text-sm text-slate-700">{member.bio}</p>}
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

import { ExternalLink, Info } from 'lucide-react';
import { credentialSchema, storySchema, teamMemberSchema } from '../../../../../contract/content/content';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { useSiteContent } from '../../api/get-site-content';
import { SectionHeader } from '../../../../components/ui/status-pill';
import { CompanySection } from './company-section';
import { FiguresSection } from './figures-section';
import { fieldSpecs } from './content-form';
import { ListSection, type ListSectionConfig } from './list-section';

const LISTS: readonly ListSectionConfig[] = [
  {
    key: 'stories',
    title: 'Success Stories',
    description: 'Recoveries told with the client’s consent. Three show at first; the rest behind "See More Recovery Stories".',
    singular: 'Story',
    plural: 'stories',
    fields: fieldSpecs(storySchema.shape, {
      initials: { label: 'Initials' },
      scamType: { label: 'Scam type' },
      amountRecovered: { label: 'Amount recovered' },
      duration: { label: 'Duration' },
      quote: { label: 'Quote', multiline: true },
    }),
  },
  {
    key: 'team',
    title: 'Team',
    description: 'The people a client will deal with.',
    singular: 'Team member',
    plural: 'team members',
    fields: fieldSpecs(teamMemberSchema.shape, { name: { label: 'Name' }, role: { label: 'Role' }, bio: { label: 'Bio', multiline: true } }),
  },
  {
    key: 'credentials',
    title: 'Credentials',
    description: 'Memberships, registrations and accreditations the practice actually holds.',
    singular: 'Credential',
    plural: 'credentials',
    fields: fieldSpecs(credentialSchema.shape, { title: { label: 'Title' }, description: { label: 'Description', multiline: true } }),
  },
];

/** Site Content: the operator's own figures, stories, team, credentials and company details, section by section. */
export function ContentTab() {
  const content = useSiteContent();

  return (
    <div className="grid gap-5">
      <SectionHeader title="Site Content" description="What the public page shows. Each section is saved on its own.">
        <a href="/" target="_blank" rel="noopener" className={buttonClasses('outline', 'sm')}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
          View site
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </SectionHeader>
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-800">
        <p className="flex items-center gap-2 font-semibold text-navy-900">
          <Info aria-hidden="true" className="h-4 w-4" />
          Publish only what you can evidence
        </p>
        <p className="mt-1">
          Only publish figures and stories you can back up with records, and stories only with the client’s consent. Empty sections are hidden on
          the site, which is better than an invented claim.
        </p>
      </div>
      {content.isPending && (
        <p role="status" className="text-sm text-slate-600">
          Loading content...
        </p>
      )}
      {content.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          The content could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void content.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {content.data && (
        <>
          <FiguresSection initial={content.data.figures} />
          {LISTS.map((config) => (
            <ListSection key={config.key} config={config} initial={content.data[config.key]} />
          ))}
          <CompanySection initial={content.data.company} />
        </>
      )}
    </div>
  );
}

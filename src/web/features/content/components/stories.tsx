import { Quote } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SiteContent } from '../../../../contract/content/content';
import { STORIES_ALWAYS_SHOWN } from '../../../../contract/content/links';
import { ExampleBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { scrollToFirstForm } from '../../../lib/scroll';
import { LandingSection } from '../../../components/ui/section-heading';

type Story = SiteContent['stories'][number];

function StoryCard({ story }: { story: Story }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white">
            {story.initials}
          </span>
          <p className="text-sm font-semibold text-navy-900">{story.scamType}</p>
        </div>
        <ExampleBadge show={story.example} />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Recovered</dt>
          <dd className="font-semibold text-teal-800">{story.amountRecovered}</dd>
        </div>
        {story.duration && (
          <div>
            <dt className="text-slate-600">Duration</dt>
            <dd className="font-semibold text-navy-900">{story.duration}</dd>
          </div>
        )}
      </dl>
      <blockquote className="mt-4 flex gap-2 text-slate-700">
        <Quote aria-hidden="true" className="h-4 w-4 shrink-0 text-teal-700" />
        <p>{story.quote}</p>
      </blockquote>
    </li>
  );
}

export function Stories({ stories }: { stories: SiteContent['stories'] }) {
  const [expanded, setExpanded] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  if (stories.length === 0) return null;

  const toggle = () => {
    if (!expanded) {
      setExpanded(true);
      return;
    }
    // Folding removes six cards above the button: keep the reader at the button, not far down the page.
    flushSync(() => setExpanded(false));
    toggleRef.current?.scrollIntoView({ block: 'center' });
  };

  const hasMore = stories.length > STORIES_ALWAYS_SHOWN;
  const shown = expanded ? stories : stories.slice(0, STORIES_ALWAYS_SHOWN);

  return (
    <LandingSection
      id="testimonials"
      tone="white"
      eyebrow="Success Stories"
      title="Cases from our clients"
      intro="Every case is different. These are some of the people we have worked with."
    >
      <ul id="stories-list" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((story) => (
          <StoryCard key={JSON.stringify(story)} story={story} />
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {hasMore && (
          <Button
            variant="outline"
            size="lg"
            className="h-auto min-h-12 w-full py-3 sm:w-auto"
            ref={toggleRef}
            aria-expanded={expanded}
            aria-controls="stories-list"
            onClick={toggle}
          >
            {expanded ? 'Show Less Stories' : 'See More Recovery Stories'}
          </Button>
        )}
        <Button size="lg" className="h-auto min-h-12 w-full py-3 sm:w-auto" onClick={scrollToFirstForm}>
          Ready to Start Your Own Recovery?
        </Button>
      </div>
    </LandingSection>
  );
}

import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FREE_ROUTES } from '../../../../contract/content/links';
import { Button } from '../../../components/ui/button';
import { NewTabLink } from '../../../components/ui/new-tab-link';

/** In the assessment form's place once it was received: the reference, what happens next and when, and the free routes. */
export function AssessmentConfirmation({
  reference,
  replyHours,
  onAnother,
}: {
  reference: string;
  replyHours: number | null;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: take them to what replaced it.
  useEffect(() => heading.current?.focus(), []);
  const when = replyHours ? `within ${replyHours} hours` : 'soon';

  return (
    <div className="grid gap-4" data-testid="assessment-confirmation">
      <h2
        id="assessment-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold text-navy-900 outline-none sm:text-2xl"
      >
        <CircleCheck aria-hidden="true" className="h-6 w-6 shrink-0 text-green-700" />
        Assessment received
      </h2>
      {reference && (
        <p className="rounded-lg border border-teal-200 bg-teal-50 p-3 text-navy-900">
          Your reference:{' '}
          <strong className="font-mono text-lg tracking-wide whitespace-nowrap" data-testid="assessment-reference">
            {reference}
          </strong>
          <span className="mt-1 block text-sm text-slate-700">Quote it whenever you contact us. We have also emailed it to you.</span>
        </p>
      )}
      <div>
        <h3 className="font-semibold text-navy-900">What happens next</h3>
        <p className="mt-1 text-sm text-slate-700">
          A caseworker reads your assessment and contacts you {when} by email or phone. The assessment is free, and we will never ask you to pay to
          receive recovered funds.
        </p>
      </div>
      <div>
        <h3 className="font-semibold text-navy-900">Free routes you can take yourself, today</h3>
        <ul className="mt-2 grid gap-2 text-sm">
          {FREE_ROUTES.map((route) => (
            <li key={route.title} className="rounded-lg border border-slate-200 p-3">
              <span className="font-medium text-navy-900">{route.title}</span>
              <span className="block text-slate-700">{route.text}</span>
              {route.url && (
                <NewTabLink href={route.url} icon className="mt-1 inline-flex items-center gap-1 text-teal-800 underline underline-offset-2">
                  {new URL(route.url).hostname}
                </NewTabLink>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <Button variant="outline" onClick={onAnother}>
          Submit another assessment
        </Button>
      </div>
    </div>
  );
}

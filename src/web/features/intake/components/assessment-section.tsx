import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { AssessmentInput } from '../../../../contract/intake/assessment';
import { focusFirstField } from '../../../lib/focus';
import { staticForm, useDeferredForm } from '../lib/deferred-form';
import { ASSESSMENT_DEFAULTS, AssessmentFields, CASE_DETAILS_COUNTER_ID } from './assessment-fields';
import { CaseDetailsCount } from './case-details-count';

// Shown only after a submission: it loads then, not with the landing page.
const AssessmentConfirmation = lazy(() => import('./assessment-confirmation').then((m) => ({ default: m.AssessmentConfirmation })));

// The form's code (react-hook-form, the query cache) loads after the page; see useDeferredForm.
const loadAssessmentForm = () => import('./assessment-form');
const placeholderForm = staticForm<AssessmentInput>(ASSESSMENT_DEFAULTS);

export interface AssessmentSectionProps {
  /** The partner a consenting visitor's case may be shared with; no consent box when null. */
  partnerName: string | null;
  consentText: string | null;
  /** The practice's promise: it answers within this many hours (null until the settings arrive). */
  replyHours: number | null;
}

type FormProps = Omit<AssessmentSectionProps, 'replyHours'> & { onSubmitted: (reference: string) => void };

/** The assessment form: until its code arrives, the same fields as plain inputs that keep what is typed into them. */
function DeferredAssessmentForm({ onSubmitted, ...props }: FormProps) {
  const { loaded, placeholderProps } = useDeferredForm(loadAssessmentForm);
  const [caseDetailsLength, setCaseDetailsLength] = useState(0);
  if (loaded) {
    const { AssessmentForm } = loaded.module;
    return <AssessmentForm {...props} onSubmitted={onSubmitted} carried={loaded.carried} />;
  }
  return (
    <form
      noValidate
      // Sent before the page's script has run, the fields go in a request body, never in the address,
      // and the server sends the visitor back here (see webApp).
      method="post"
      action="/#assessment-form"
      {...placeholderProps}
      onInput={(event) => {
        const target = event.target;
        if (target instanceof HTMLTextAreaElement && target.name === 'caseDetails') setCaseDetailsLength(target.value.length);
      }}
      aria-labelledby="assessment-title"
      className="grid gap-4"
    >
      <AssessmentFields
        form={placeholderForm}
        {...props}
        counter={<CaseDetailsCount id={CASE_DETAILS_COUNTER_ID} length={caseDetailsLength} />}
        pending={false}
      />
    </form>
  );
}

/** The assessment form's section and card; `id="assessment-form"` is where 'Ready to Start' scrolls to. After a submission the confirmation takes the form's place. */
export function AssessmentSection({ replyHours, ...props }: AssessmentSectionProps) {
  const [reference, setReference] = useState<string | null>(null);
  const section = useRef<HTMLElement>(null);
  const another = () => {
    flushSync(() => setReference(null));
    focusFirstField(section.current);
  };
  const replyTime = replyHours ? ` Our team responds within ${replyHours} hours.` : '';
  return (
    <section ref={section} id="assessment-form" tabIndex={-1} aria-labelledby="assessment-title" className="outline-none">
      <div className="rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl sm:p-7">
        {reference === null ? (
          <>
            <h2 id="assessment-title" className="text-xl font-bold text-navy-900 sm:text-2xl">
              Free Case Assessment
            </h2>
            <p className="mt-1 mb-5 text-sm text-slate-600">It takes 5-10 minutes.{replyTime}</p>
            {/* Sent without a script, the form comes back empty (nothing typed is kept in the address): say so first. */}
            <noscript>
              <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                This form needs JavaScript to send your assessment. Please turn JavaScript on in your browser, then fill it in.
              </p>
            </noscript>
            <DeferredAssessmentForm {...props} onSubmitted={setReference} />
          </>
        ) : (
          <Suspense fallback={<p role="status">Assessment received.</p>}>
            <AssessmentConfirmation reference={reference} replyHours={replyHours} onAnother={another} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

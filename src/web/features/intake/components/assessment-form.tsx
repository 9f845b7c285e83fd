import { ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { Assessment, AssessmentInput } from '../../../../contract/intake/assessment';
import { ASSESSMENT_FIELD_LABELS as LABELS, CASE_DETAILS_MAX, DEFAULT_EXPERT_CALL_TIME } from '../../../../contract/intake/assessment-messages';
import {
  AMOUNT_LOST_LABELS,
  AMOUNT_LOST_RANGES,
  ASSESSMENT_CURRENCIES,
  COUNTRIES,
  DEPOSIT_METHOD_LABELS,
  DEPOSIT_METHODS,
} from '../../../../contract/shared/options';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Options, Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitAssessment } from '../api/submit-assessment';
import { CaseDetailsCounter } from './case-details-counter';
import { keepPhoneCharactersInInput } from '../../../components/ui/phone-input';
import { whenIdle } from '../../../lib/idle';
import { lazyResolver } from '../lib/lazy-resolver';
import { SubmitButton } from '../../../components/ui/submit-button';

// Shown only after a submission: it loads then, not with the landing page.
const AssessmentConfirmation = lazy(() => import('./assessment-confirmation').then((m) => ({ default: m.AssessmentConfirmation })));

// zod and the schema load in their own chunk, after first paint, so the landing chunk stays small.
const assessmentResolver = lazyResolver<AssessmentInput, Assessment>(() => import('../lib/validation').then((m) => m.assessmentResolver));

const DEFAULT_VALUES: DefaultValues<AssessmentInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  currency: 'USD',
  companyName: '',
  expertCallTime: DEFAULT_EXPERT_CALL_TIME,
  caseDetails: '',
  consentToShare: false,
};

const id = (field: keyof AssessmentInput) => `assessment-${field}`;

export interface AssessmentFormProps {
  /** The partner a consenting visitor's case may be shared with; no consent box when null. */
  partnerName: string | null;
  consentText: string | null;
  /** The practice's promise: it answers within this many hours (null until the settings arrive). */
  replyHours: number | null;
}

export function AssessmentForm({
  partnerName,
  consentText,
  onSubmitted,
}: Omit<AssessmentFormProps, 'replyHours'> & { onSubmitted: (reference: string) => void }) {
  const form = useForm<AssessmentInput, unknown, Assessment>({
    resolver: assessmentResolver,
    defaultValues: DEFAULT_VALUES,
  });
  const { register, handleSubmit, reset, control } = form;
  const mutation = useSubmitAssessment();
  const askConsent = partnerName !== null;
  useEffect(() => whenIdle(assessmentResolver.preload), []);

  const onSubmit = (values: Assessment) => {
    const assessment = askConsent ? values : { ...values, consentToShare: false };
    mutation.mutate(assessment, {
      onSuccess: (reference) => {
        reset();
        onSubmitted(reference);
      },
    });
  };

  const field = (name: keyof AssessmentInput, label: ReactNode = LABELS[name as keyof typeof LABELS]) => ({ form, name, id: id(name), label });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={assessmentResolver.preload}
      aria-labelledby="assessment-title"
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...field('firstName')}>{(control) => <Input autoComplete="given-name" required {...control} />}</FormField>
        <FormField {...field('lastName')}>{(control) => <Input autoComplete="family-name" required {...control} />}</FormField>
        <FormField {...field('email')}>
          {(control) => <Input type="email" autoComplete="email" inputMode="email" required {...control} />}
        </FormField>
        <FormField {...field('phone')}>
          {(control) => (
            <Input
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              {...control}
              onChange={(event) => {
                keepPhoneCharactersInInput(event);
                void control.onChange(event);
              }}
            />
          )}
        </FormField>
        <FormField {...field('country')}>
          {(control) => (
            <Select autoComplete="country-name" required {...control}>
              <option value="">Select country</option>
              <Options values={COUNTRIES} />
            </Select>
          )}
        </FormField>
        <FormField {...field('amountLost')}>
          {(control) => (
            <Select required {...control}>
              <option value="">Select range</option>
              <Options values={AMOUNT_LOST_RANGES} label={(value) => AMOUNT_LOST_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <FormField {...field('currency', 'Currency')}>
          {(control) => (
            <Select {...control}>
              <Options values={ASSESSMENT_CURRENCIES} />
            </Select>
          )}
        </FormField>
        <FormField {...field('depositMethod')}>
          {(control) => (
            <Select required {...control}>
              <option value="">Select method</option>
              <Options values={DEPOSIT_METHODS} label={(value) => DEPOSIT_METHOD_LABELS[value]} />
            </Select>
          )}
        </FormField>
      </div>

      <FormField {...field('companyName')}>
        {(control) => <Input autoComplete="off" required placeholder="The platform, company or website involved" {...control} />}
      </FormField>

      <FormField {...field('expertCallTime', 'Expert call time')} hint="When it suits you to speak with one of our experts.">
        {(control) => <Input autoComplete="off" {...control} />}
      </FormField>

      <FormField {...field('caseDetails')} describedBy={[`${id('caseDetails')}-counter`]}>
        {(textarea) => (
          <>
            <Textarea
              rows={5}
              maxLength={CASE_DETAILS_MAX}
              required
              placeholder="What happened, how you were contacted, and when you sent money."
              {...textarea}
            />
            <CaseDetailsCounter id={`${id('caseDetails')}-counter`} control={control} />
          </>
        )}
      </FormField>

      {askConsent && (
        <div className="flex items-start gap-3 rounded-md bg-navy-50 p-3">
          <Checkbox id={id('consentToShare')} {...register('consentToShare')} />
          <Label htmlFor={id('consentToShare')} className="mb-0 font-normal text-slate-800">
            {consentText ?? `I agree that my case details may be shared with ${partnerName}.`}
          </Label>
        </div>
      )}

      <SubmitButton size="lg" className="w-full" pending={mutation.isPending} label="Start Recovery Process" pendingLabel="Submitting..." />
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" />
        <span>Free and confidential. We never charge upfront fees, and we will never ask you to pay to receive recovered funds.</span>
      </p>
    </form>
  );
}

/** The assessment form's section and card; `id="assessment-form"` is where 'Ready to Start' scrolls to. After a submission the confirmation takes the form's place. */
export function AssessmentSection({ replyHours, ...props }: AssessmentFormProps) {
  const [reference, setReference] = useState<string | null>(null);
  const replyTime = replyHours ? ` Our team responds within ${replyHours} hours.` : '';
  return (
    <section id="assessment-form" tabIndex={-1} aria-labelledby="assessment-title" className="outline-none">
      <div className="rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl sm:p-7">
        {reference === null ? (
          <>
            <h2 id="assessment-title" className="text-xl font-bold text-navy-900 sm:text-2xl">
              Free Case Assessment
            </h2>
            <p className="mt-1 mb-5 text-sm text-slate-600">It takes 5-10 minutes.{replyTime}</p>
            <AssessmentForm {...props} onSubmitted={setReference} />
          </>
        ) : (
          <Suspense fallback={<p role="status">Assessment received.</p>}>
            <AssessmentConfirmation reference={reference} replyHours={replyHours} onAnother={() => setReference(null)} />
          </Suspense>
        )}
      </div>
    </section>
  );
}

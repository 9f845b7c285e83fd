import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
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
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitAssessment } from '../api/submit-assessment';
import { CaseDetailsCounter } from './case-details-counter';
import { describedField } from './field-props';
import { whenIdle } from '../../../lib/idle';
import { lazyResolver } from '../lib/lazy-resolver';
import { keepPhoneCharactersInInput } from '../lib/phone-input';

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
}

export function AssessmentForm({ partnerName, consentText }: AssessmentFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<AssessmentInput, unknown, Assessment>({
    resolver: assessmentResolver,
    defaultValues: DEFAULT_VALUES,
  });
  const mutation = useSubmitAssessment();
  const askConsent = partnerName !== null;
  const phone = register('phone');
  useEffect(() => whenIdle(assessmentResolver.preload), []);

  const onSubmit = (values: Assessment) => {
    const assessment = askConsent ? values : { ...values, consentToShare: false };
    mutation.mutate(assessment, { onSuccess: () => reset() });
  };

  const err = (field: keyof AssessmentInput) => errors[field]?.message;

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={assessmentResolver.preload}
      aria-labelledby="assessment-title"
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={id('firstName')}>{LABELS.firstName}</Label>
          <Input autoComplete="given-name" required {...describedField(id('firstName'), err('firstName'))} {...register('firstName')} />
          <FieldError id={`${id('firstName')}-error`} message={err('firstName')} />
        </div>
        <div>
          <Label htmlFor={id('lastName')}>{LABELS.lastName}</Label>
          <Input autoComplete="family-name" required {...describedField(id('lastName'), err('lastName'))} {...register('lastName')} />
          <FieldError id={`${id('lastName')}-error`} message={err('lastName')} />
        </div>
        <div>
          <Label htmlFor={id('email')}>{LABELS.email}</Label>
          <Input type="email" autoComplete="email" inputMode="email" required {...describedField(id('email'), err('email'))} {...register('email')} />
          <FieldError id={`${id('email')}-error`} message={err('email')} />
        </div>
        <div>
          <Label htmlFor={id('phone')}>{LABELS.phone}</Label>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            {...describedField(id('phone'), err('phone'))}
            {...phone}
            onChange={(event) => {
              keepPhoneCharactersInInput(event);
              void phone.onChange(event);
            }}
          />
          <FieldError id={`${id('phone')}-error`} message={err('phone')} />
        </div>
        <div>
          <Label htmlFor={id('country')}>{LABELS.country}</Label>
          <Select autoComplete="country-name" required {...describedField(id('country'), err('country'))} {...register('country')}>
            <option value="">Select country</option>
            {COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </Select>
          <FieldError id={`${id('country')}-error`} message={err('country')} />
        </div>
        <div>
          <Label htmlFor={id('amountLost')}>{LABELS.amountLost}</Label>
          <Select required {...describedField(id('amountLost'), err('amountLost'))} {...register('amountLost')}>
            <option value="">Select range</option>
            {AMOUNT_LOST_RANGES.map((range) => (
              <option key={range} value={range}>
                {AMOUNT_LOST_LABELS[range]}
              </option>
            ))}
          </Select>
          <FieldError id={`${id('amountLost')}-error`} message={err('amountLost')} />
        </div>
        <div>
          <Label htmlFor={id('currency')}>Currency</Label>
          <Select {...describedField(id('currency'), err('currency'))} {...register('currency')}>
            {ASSESSMENT_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
          <FieldError id={`${id('currency')}-error`} message={err('currency')} />
        </div>
        <div>
          <Label htmlFor={id('depositMethod')}>{LABELS.depositMethod}</Label>
          <Select required {...describedField(id('depositMethod'), err('depositMethod'))} {...register('depositMethod')}>
            <option value="">Select method</option>
            {DEPOSIT_METHODS.map((method) => (
              <option key={method} value={method}>
                {DEPOSIT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
          <FieldError id={`${id('depositMethod')}-error`} message={err('depositMethod')} />
        </div>
      </div>

      <div>
        <Label htmlFor={id('companyName')}>{LABELS.companyName}</Label>
        <Input
          autoComplete="off"
          required
          placeholder="The platform, company or website involved"
          {...describedField(id('companyName'), err('companyName'))}
          {...register('companyName')}
        />
        <FieldError id={`${id('companyName')}-error`} message={err('companyName')} />
      </div>

      <div>
        <Label htmlFor={id('expertCallTime')}>Expert call time</Label>
        <Input
          autoComplete="off"
          {...describedField(id('expertCallTime'), err('expertCallTime'), `${id('expertCallTime')}-hint`)}
          {...register('expertCallTime')}
        />
        <p id={`${id('expertCallTime')}-hint`} className="mt-1 text-sm text-slate-600">
          When it suits you to speak with one of our experts.
        </p>
        <FieldError id={`${id('expertCallTime')}-error`} message={err('expertCallTime')} />
      </div>

      <div>
        <Label htmlFor={id('caseDetails')}>{LABELS.caseDetails}</Label>
        <Textarea
          rows={5}
          maxLength={CASE_DETAILS_MAX}
          required
          placeholder="What happened, how you were contacted, and when you sent money."
          {...describedField(id('caseDetails'), err('caseDetails'), `${id('caseDetails')}-counter`)}
          {...register('caseDetails')}
        />
        <CaseDetailsCounter id={`${id('caseDetails')}-counter`} control={control} />
        <FieldError id={`${id('caseDetails')}-error`} message={err('caseDetails')} />
      </div>

      {askConsent && (
        <div className="flex items-start gap-3 rounded-md bg-navy-50 p-3">
          <Checkbox id={id('consentToShare')} {...register('consentToShare')} />
          <Label htmlFor={id('consentToShare')} className="mb-0 font-normal text-slate-800">
            {consentText ?? `I agree that my case details may be shared with ${partnerName}.`}
          </Label>
        </div>
      )}

      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        {mutation.isPending ? 'Submitting...' : 'Start Recovery Process'}
      </Button>
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" />
        <span>Free and confidential. We never charge upfront fees, and we will never ask you to pay to receive recovered funds.</span>
      </p>
    </form>
  );
}

/** The assessment form's section and card; `id="assessment-form"` is where 'Ready to Start' scrolls to. */
export function AssessmentSection(props: AssessmentFormProps) {
  return (
    <section id="assessment-form" tabIndex={-1} aria-labelledby="assessment-title" className="outline-none">
      <div className="rounded-xl border border-slate-200 bg-white p-5 text-slate-900 shadow-xl sm:p-7">
        <h2 id="assessment-title" className="text-xl font-bold text-navy-900 sm:text-2xl">
          Free Case Assessment
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">It takes 5-10 minutes. Our team responds within 24 hours.</p>
        <AssessmentForm {...props} />
      </div>
    </section>
  );
}

import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AssessmentInput } from '../../../../contract/intake/assessment';
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
import { keepPhoneCharactersInInput } from '../../../components/ui/phone-input';
import { Options, Select } from '../../../components/ui/select';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Textarea } from '../../../components/ui/textarea';
import type { FieldsForm } from '../lib/deferred-form';

export const ASSESSMENT_DEFAULTS = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  currency: 'USD',
  companyName: '',
  expertCallTime: DEFAULT_EXPERT_CALL_TIME,
  caseDetails: '',
  consentToShare: false,
} as const satisfies Partial<AssessmentInput>;

export const assessmentFieldId = (field: keyof AssessmentInput) => `assessment-${field}`;
export const CASE_DETAILS_COUNTER_ID = `${assessmentFieldId('caseDetails')}-counter`;

export interface AssessmentFieldsProps {
  form: FieldsForm<AssessmentInput>;
  /** The partner a consenting visitor's case may be shared with; no consent box when null. */
  partnerName: string | null;
  consentText: string | null;
  /** The counter under the case details (its id is CASE_DETAILS_COUNTER_ID). */
  counter: ReactNode;
  pending: boolean;
}

/** The props of one field of the form, its label the contract's unless given. */
function fieldOf(form: AssessmentFieldsProps['form']) {
  return (name: keyof AssessmentInput, label: ReactNode = LABELS[name as keyof typeof LABELS]) => ({
    form,
    name,
    id: assessmentFieldId(name),
    label,
  });
}

/** Who the visitor is, and what they lost and how they sent it. */
function PersonAndLossFields({ field }: { field: ReturnType<typeof fieldOf> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField {...field('firstName')}>{(control) => <Input autoComplete="given-name" required {...control} />}</FormField>
      <FormField {...field('lastName')}>{(control) => <Input autoComplete="family-name" required {...control} />}</FormField>
      <FormField {...field('email')}>{(control) => <Input type="email" autoComplete="email" inputMode="email" required {...control} />}</FormField>
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
  );
}

/**
 * The assessment form's fields, button and promise: the real form (react-hook-form) and the
 * placeholder shown until its code arrives both render these, so they look the same to the pixel.
 */
export function AssessmentFields({ form, partnerName, consentText, counter, pending }: AssessmentFieldsProps) {
  const field = fieldOf(form);
  return (
    <>
      <PersonAndLossFields field={field} />

      <FormField {...field('companyName')}>
        {(control) => <Input autoComplete="off" required placeholder="The platform, company or website involved" {...control} />}
      </FormField>

      <FormField {...field('expertCallTime', 'Expert call time')} hint="When it suits you to speak with one of our experts.">
        {(control) => <Input autoComplete="off" {...control} />}
      </FormField>

      <FormField {...field('caseDetails')} describedBy={[CASE_DETAILS_COUNTER_ID]}>
        {(textarea) => (
          <>
            <Textarea
              rows={5}
              maxLength={CASE_DETAILS_MAX}
              required
              placeholder="What happened, how you were contacted, and when you sent money."
              {...textarea}
            />
            {counter}
          </>
        )}
      </FormField>

      {partnerName !== null && (
        <div className="flex items-start gap-3 rounded-md bg-navy-50 p-3">
          <Checkbox id={assessmentFieldId('consentToShare')} {...form.register('consentToShare')} />
          <Label htmlFor={assessmentFieldId('consentToShare')} className="mb-0 font-normal text-slate-800">
            {consentText ?? `I agree that my case details may be shared with ${partnerName}.`}
          </Label>
        </div>
      )}

      <SubmitButton size="lg" className="w-full" pending={pending} label="Start Recovery Process" pendingLabel="Submitting..." />
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-teal-700" />
        <span>Free and confidential. We never charge upfront fees, and we will never ask you to pay to receive recovered funds.</span>
      </p>
    </>
  );
}

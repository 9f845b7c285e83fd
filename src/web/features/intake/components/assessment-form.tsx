import { useForm, type DefaultValues } from 'react-hook-form';
import type { Assessment, AssessmentInput } from '../../../../contract/intake/assessment';
import QueryProvider from '../../../lib/query-provider';
import { useSubmitAssessment } from '../api/submit-assessment';
import { type CarriedForm, carriedValues } from '../lib/deferred-form';
import { CarriedFormElement } from './carried-form';
import { lazyResolver } from '../lib/lazy-resolver';
import { ASSESSMENT_DEFAULTS, AssessmentFields, CASE_DETAILS_COUNTER_ID } from './assessment-fields';
import { CaseDetailsCounter } from './case-details-counter';

// zod and the schema load in their own chunk when the visitor starts on the form (or submits), not with the page.
const assessmentResolver = lazyResolver<AssessmentInput, Assessment>(() => import('../lib/validation').then((m) => m.assessmentResolver));

const DEFAULT_VALUES: DefaultValues<AssessmentInput> = ASSESSMENT_DEFAULTS;

export interface AssessmentFormProps {
  /** The partner a consenting visitor's case may be shared with; no consent box when null. */
  partnerName: string | null;
  consentText: string | null;
  onSubmitted: (reference: string) => void;
  /** What the visitor did in the placeholder before this code arrived. */
  carried?: CarriedForm;
}

function AssessmentFormFields({ partnerName, consentText, onSubmitted, carried }: AssessmentFormProps) {
  const form = useForm<AssessmentInput, unknown, Assessment>({
    resolver: assessmentResolver,
    defaultValues: carriedValues(carried, DEFAULT_VALUES),
  });
  const { handleSubmit, reset, control } = form;
  const mutation = useSubmitAssessment();
  const askConsent = partnerName !== null;

  const onSubmit = (values: Assessment) => {
    const assessment = askConsent ? values : { ...values, consentToShare: false };
    mutation.mutate(assessment, {
      onSuccess: (reference) => {
        reset(DEFAULT_VALUES);
        onSubmitted(reference);
      },
    });
  };

  return (
    <CarriedFormElement carried={carried} preload={assessmentResolver.preload} labelledBy="assessment-title" onSubmit={handleSubmit(onSubmit)}>
      <AssessmentFields
        form={form}
        partnerName={partnerName}
        consentText={consentText}
        counter={<CaseDetailsCounter id={CASE_DETAILS_COUNTER_ID} control={control} />}
        pending={mutation.isPending}
      />
    </CarriedFormElement>
  );
}

/** The free assessment form, with the query cache its submission uses. */
export function AssessmentForm(props: AssessmentFormProps) {
  return (
    <QueryProvider>
      <AssessmentFormFields {...props} />
    </QueryProvider>
  );
}

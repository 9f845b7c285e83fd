import { useWatch, type Control } from 'react-hook-form';
import type { Assessment, AssessmentInput } from '../../../../contract/intake/assessment';
import { CaseDetailsCount } from './case-details-count';

/** The counter under the case details, following what the form holds. */
export function CaseDetailsCounter({ id, control }: { id: string; control: Control<AssessmentInput, unknown, Assessment> }) {
  const value = useWatch({ control, name: 'caseDetails' }) ?? '';
  return <CaseDetailsCount id={id} length={value.length} />;
}

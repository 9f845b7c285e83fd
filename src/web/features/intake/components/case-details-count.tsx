import { CASE_DETAILS_MAX, CASE_DETAILS_WARN_ABOVE } from '../../../../contract/intake/assessment-messages';
import { cn } from '../../../lib/cn';

/** 'n/1000 characters', yellow above 900 with ' (approaching limit)', red at 1000 with ' (limit reached)'. */
export function caseDetailsCounterText(length: number): { text: string; level: 'normal' | 'warning' | 'limit' } {
  const base = `${length}/${CASE_DETAILS_MAX} characters`;
  if (length >= CASE_DETAILS_MAX) return { text: `${base} (limit reached)`, level: 'limit' };
  if (length > CASE_DETAILS_WARN_ABOVE) return { text: `${base} (approaching limit)`, level: 'warning' };
  return { text: base, level: 'normal' };
}

const levelClasses = {
  normal: 'text-slate-600',
  warning: 'font-medium text-yellow-800',
  limit: 'font-medium text-red-700',
} as const;

/** The case details counter for a text of `length` characters. */
export function CaseDetailsCount({ id, length }: { id: string; length: number }) {
  const { text, level } = caseDetailsCounterText(length);
  return (
    <p id={id} data-testid="case-details-counter" className={cn('mt-1 text-right text-sm', levelClasses[level])}>
      {text}
    </p>
  );
}

import type { UseFormReturn } from 'react-hook-form';
import { REJECTION_REASON_MAX } from '../../../contract/shared/fields';
import { useRoleWord } from '../../lib/current-member';
import { FormField } from './form-field';
import { Textarea } from './textarea';

type WithReason = { status: string; reason?: string | null };

/**
 * A rejection's reason for the client, asked only when the chosen status is 'rejected' (the server requires it then).
 * `readOnly`: shown but not changeable by this member (only an admin rewords a payout's rejection).
 */
export function RejectionReasonField<T extends WithReason>({
  form,
  id,
  readOnly = false,
}: {
  form: UseFormReturn<T>;
  id: string;
  readOnly?: boolean;
}) {
  const withReason = form as unknown as UseFormReturn<WithReason>;
  const roleWord = useRoleWord();
  if (withReason.watch('status') !== 'rejected') return null;
  return (
    <FormField
      form={withReason}
      name="reason"
      id={id}
      label="Reason for the client"
      dense
      hint={
        readOnly
          ? 'The client sees this. Only an admin can change it.'
          : `The client sees this: say what is wrong and what they can do next. Internal remarks go in the ${roleWord.toLowerCase()} notes.`
      }
    >
      {(control) => <Textarea className="min-h-20 read-only:bg-slate-100" maxLength={REJECTION_REASON_MAX} readOnly={readOnly} {...control} />}
    </FormField>
  );
}

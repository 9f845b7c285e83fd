import { ADMIN_ONLY_POWERS, inviteStaffSchema } from '../../../../contract/staff/team';
import { Checkbox } from '../../../components/ui/checkbox';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { isApiError } from '../../../lib/api';
import { serverMessage } from '../../../lib/server-message';
import { useInviteMember } from '../api/team';

/** Invites a member: they are emailed a link to choose their password (valid 7 days). */
export function InviteMemberDialog({ onDone }: { onDone: () => void }) {
  const invite = useInviteMember();
  const form = useZodForm(inviteStaffSchema, { defaultValues: { email: '', firstName: '', lastName: '', isAdmin: false } });
  return (
    <DialogContent title="Invite a team member" description="They get an email with a link to choose their password, valid for 7 days.">
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) =>
          invite.mutate(values, {
            onSuccess: onDone,
            // A refusal about the email (already a member's) is said at that field, which takes the focus.
            onError: (error) => {
              if (isApiError(error) && error.body.field === 'email')
                form.setError('email', { message: serverMessage(error) }, { shouldFocus: true });
            },
          }),
        )}
      >
        <FormField form={form} name="email" id="invite-email" label="Email">
          {(control) => <Input type="email" fieldSize="sm" autoComplete="off" {...control} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField form={form} name="firstName" id="invite-first-name" label="First name">
            {(control) => <Input fieldSize="sm" autoComplete="off" {...control} />}
          </FormField>
          <FormField form={form} name="lastName" id="invite-last-name" label="Last name">
            {(control) => <Input fieldSize="sm" autoComplete="off" {...control} />}
          </FormField>
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <Checkbox {...form.register('isAdmin')} />
          <span>Admin: can also {ADMIN_ONLY_POWERS}.</span>
        </label>
        <DialogFormFooter pending={invite.isPending} label="Send invitation" pendingLabel="Sending..." />
      </form>
    </DialogContent>
  );
}

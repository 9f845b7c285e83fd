import { updateProfileSchema } from '../../../../contract/staff/landing';
import type { StaffMember } from '../../../../contract/staff/staff';
import { FieldError } from '../../../components/ui/field-error';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { serverMessage } from '../../../lib/server-message';
import { useUpdateProfile } from '../api/update-profile';
import { SubmitButton } from '../../../components/ui/submit-button';

/** The member's own name, as the landing header and /home show it. */
export function ProfileNameForm({ member }: { member: StaffMember }) {
  const form = useZodForm(updateProfileSchema, { defaultValues: { firstName: member.firstName ?? '', lastName: member.lastName ?? '' } });
  const update = useUpdateProfile();
  return (
    <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={form.handleSubmit((values) => update.mutate(values))}>
      <FormField form={form} name="firstName" id="profile-first-name" label="First name">
        {(control) => <Input autoComplete="given-name" required {...control} />}
      </FormField>
      <FormField form={form} name="lastName" id="profile-last-name" label="Last name">
        {(control) => <Input autoComplete="family-name" {...control} />}
      </FormField>
      <div className="sm:col-span-2">
        <FieldError
          id="profile-name-error"
          message={update.isError ? (serverMessage(update.error) ?? 'Your name could not be saved.') : undefined}
        />
        <SubmitButton pending={update.isPending} label="Save name" pendingLabel="Saving..." />
      </div>
    </form>
  );
}

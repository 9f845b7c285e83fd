import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { changeStaffPasswordSchema, STAFF_PASSWORD_MIN } from '../../../../contract/staff/staff';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useChangePassword } from '../api/change-password';
import { serverMessage } from '../../../lib/server-message';

const formSchema = changeStaffPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useZodForm(formSchema, { defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const field = (name: keyof FormInput, label: string) => ({ form, name, id: `change-password-${name}`, label, dense: true });
  const onSubmit = ({ currentPassword, newPassword }: FormOutput) => change.mutate({ currentPassword, newPassword }, { onSuccess: onDone });

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <FormField {...field('currentPassword', 'Current password')}>
        {(control) => <Input type="password" fieldSize="sm" autoComplete="current-password" {...control} />}
      </FormField>
      <FormField {...field('newPassword', 'New password')} hint={`At least ${STAFF_PASSWORD_MIN} characters.`}>
        {(control) => <Input type="password" fieldSize="sm" autoComplete="new-password" {...control} />}
      </FormField>
      <FormField {...field('confirmPassword', 'Confirm new password')}>
        {(control) => <Input type="password" fieldSize="sm" autoComplete="new-password" {...control} />}
      </FormField>
      {/* Also here, not only in the toast: while the dialog is open, the rest of the page (the toasts too) is hidden from assistive technology. */}
      {change.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(change.error) ?? 'The password could not be changed. Please try again.'}
        </p>
      )}
      <DialogFormFooter pending={change.isPending} label="Change Password" pendingLabel="Changing..." />
    </form>
  );
}

/** The header's 'Change password' button and its dialog; the server signs the member's other sessions out. */
export function ChangePasswordButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <KeyRound aria-hidden="true" className="h-4 w-4" />
        Change password
      </Button>
      {open && (
        <DialogContent title="Change password" description="Your other signed-in sessions end when the password changes." size="sm">
          <ChangePasswordForm onDone={() => setOpen(false)} />
        </DialogContent>
      )}
    </Dialog>
  );
}

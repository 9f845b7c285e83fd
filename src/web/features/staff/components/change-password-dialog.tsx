import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changeStaffPasswordSchema, STAFF_PASSWORD_MIN } from '../../../../contract/staff/staff';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useChangePassword } from '../api/change-password';
import { serverMessage } from '../../../lib/api';

const formSchema = changeStaffPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: 'The passwords do not match' });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const id = (field: keyof FormInput) => `change-password-${field}`;
  const described = (field: keyof FormInput, hint?: string) => {
    const ids = [errors[field] ? `${id(field)}-error` : null, hint].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const onSubmit = ({ currentPassword, newPassword }: FormOutput) => change.mutate({ currentPassword, newPassword }, { onSuccess: onDone });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <div>
        <Label htmlFor={id('currentPassword')}>Current password</Label>
        <Input
          id={id('currentPassword')}
          type="password"
          fieldSize="sm"
          autoComplete="current-password"
          {...described('currentPassword')}
          {...register('currentPassword')}
        />
        <FieldError id={`${id('currentPassword')}-error`} message={errors.currentPassword?.message} />
      </div>
      <div>
        <Label htmlFor={id('newPassword')}>New password</Label>
        <Input
          id={id('newPassword')}
          type="password"
          fieldSize="sm"
          autoComplete="new-password"
          {...described('newPassword', `${id('newPassword')}-hint`)}
          {...register('newPassword')}
        />
        <p id={`${id('newPassword')}-hint`} className="mt-1 text-xs text-slate-600">
          At least {STAFF_PASSWORD_MIN} characters.
        </p>
        <FieldError id={`${id('newPassword')}-error`} message={errors.newPassword?.message} />
      </div>
      <div>
        <Label htmlFor={id('confirmPassword')}>Confirm new password</Label>
        <Input
          id={id('confirmPassword')}
          type="password"
          fieldSize="sm"
          autoComplete="new-password"
          {...described('confirmPassword')}
          {...register('confirmPassword')}
        />
        <FieldError id={`${id('confirmPassword')}-error`} message={errors.confirmPassword?.message} />
      </div>
      {/* Also here, not only in the toast: while the dialog is open, the rest of the page (the toasts too) is hidden from assistive technology. */}
      {change.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {serverMessage(change.error) ?? 'The password could not be changed. Please try again.'}
        </p>
      )}
      <DialogFooter>
        <DialogClose className={buttonClasses('outline', 'sm')}>Cancel</DialogClose>
        <Button type="submit" size="sm" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </DialogFooter>
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

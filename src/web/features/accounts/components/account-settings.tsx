import { z } from 'zod';
import { RECOVERY_STATUS_LABELS, type ClientAccount, updateClientAccountSchema } from '../../../../contract/accounts/accounts';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useUpdateClientAccount } from '../api/update-client-account';

/**
 * Access, and the recovery status it follows from the case stage (decision 043): staff change the stage with
 * a case update, never the status apart. The legal hold is set elsewhere.
 */
const settingsSchema = z.object(updateClientAccountSchema.shape).pick({ isActive: true }).required();

export function AccountSettings({ account }: { account: ClientAccount }) {
  const update = useUpdateClientAccount(account.id);
  const form = useZodForm(settingsSchema, { defaultValues: { isActive: account.isActive } });
  const active = form.watch('isActive');
  const changed = active !== account.isActive;

  const submit = form.handleSubmit(({ isActive }) => update.mutate({ isActive }));

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-4 rounded-lg border border-slate-200 p-3"
      aria-label="Recovery status and access"
    >
      <p className="pb-2 text-sm text-navy-900">
        Recovery status: <strong data-testid="staff-recovery-status">{RECOVERY_STATUS_LABELS[account.recoveryStatus]}</strong>{' '}
        <span className="text-xs text-slate-600">(follows the case stage: change it with a case update)</span>
      </p>
      <div className="flex items-center gap-2 pb-2">
        <Checkbox id="account-active" className="mt-0 h-4 w-4" {...form.register('isActive')} />
        <Label htmlFor="account-active" className="mb-0">
          Active (the client can sign in)
        </Label>
      </div>
      <Button type="submit" size="sm" variant="outline" disabled={!changed || update.isPending}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

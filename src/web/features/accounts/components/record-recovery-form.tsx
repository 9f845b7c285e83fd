import type { ClientAccount } from '../../../../contract/accounts/accounts';
import type { ACCOUNT_CURRENCIES } from '../../../../contract/shared/options';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { todayIso } from '../../../components/ui/status-pill';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useRecordRecovery } from '../api/record-recovery';
import { recoveryFormSchema } from '../lib/recovery-form';

/** Adds an entry to the ledger: money actually received, in the account's currency, with its evidence. */
export function RecordRecoveryForm({ account }: { account: ClientAccount }) {
  const record = useRecordRecovery(account.id);
  const blank = { amount: '', receivedOn: todayIso(), reference: '', note: '' };
  const form = useZodForm(recoveryFormSchema, { defaultValues: blank });
  // The account's own currency, one the server accepts (it refuses any other).
  const currency = account.currency as (typeof ACCOUNT_CURRENCIES)[number];
  const submit = form.handleSubmit((values) => record.mutate({ ...values, currency }, { onSuccess: () => form.reset(blank) }));
  const field = (name: 'amount' | 'receivedOn' | 'reference' | 'note', label: string) => ({
    form,
    name,
    id: `recovery-${name}`,
    label,
    dense: true,
  });

  return (
    <section aria-labelledby="record-recovery-heading" className="rounded-lg border border-slate-200 p-3">
      <h3 id="record-recovery-heading" className="text-sm font-semibold text-navy-900">
        Record recovery
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">Record money actually received for this client, in {account.currency}, with its evidence.</p>
      <form noValidate onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-2">
        <FormField {...field('amount', `Amount (${account.currency})`)}>
          {(control) => <Input type="number" step="0.01" min="0.01" inputMode="decimal" fieldSize="sm" {...control} />}
        </FormField>
        <FormField {...field('receivedOn', 'Date received')}>
          {(control) => <Input type="date" max={todayIso()} fieldSize="sm" {...control} />}
        </FormField>
        <FormField {...field('reference', 'Reference')}>{(control) => <Input fieldSize="sm" maxLength={200} {...control} />}</FormField>
        <FormField {...field('note', 'Note (optional)')}>{(control) => <Input fieldSize="sm" maxLength={1000} {...control} />}</FormField>
        <div className="flex justify-end sm:col-span-2">
          <SubmitButton size="sm" pending={record.isPending} label="Record recovery" pendingLabel="Recording..." />
        </div>
      </form>
    </section>
  );
}

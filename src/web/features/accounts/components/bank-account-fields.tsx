import type { UseFormReturn } from 'react-hook-form';
import { PAYMENT_NOTICE } from '../../../../contract/accounts/bank-details';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ChoiceCard } from '../../../components/ui/choice-card';
import type { PayoutFormValues } from './payout-form';

const KINDS = [
  { value: 'account', label: 'UK sort code and account number' },
  { value: 'iban', label: 'IBAN' },
] as const;

/** Where the client gives the account the payout goes to, in their own portal: never by phone, email or chat. */
export function BankAccountFields({ form: bank, ids }: { form: UseFormReturn<PayoutFormValues, unknown, PayoutFormValues>; ids: string }) {
  const kind = bank.watch('accountKind');
  const digits = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;
  return (
    <div className="grid gap-4">
      <p className="rounded-lg border border-teal-200 bg-teal-50 px-4 py-3 text-sm text-slate-800" data-testid="payment-notice">
        {PAYMENT_NOTICE}
      </p>
      <FormField form={bank} name="accountHolder" id={`${ids}-holder`} label="Name on the account" hint="Your own name, as your bank has it.">
        {(control) => <Input {...control} autoComplete="name" />}
      </FormField>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-navy-900">Account details</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map(({ value, label }) => (
            <ChoiceCard
              key={value}
              checked={kind === value}
              radio={{ value, ...bank.register('accountKind') }}
              hover={false}
              className="items-center px-4 py-2"
            >
              {label}
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {kind === 'iban' ? (
        <FormField form={bank} name="iban" id={`${ids}-iban`} label="IBAN">
          {(control) => <Input {...control} autoComplete="off" spellCheck={false} autoCapitalize="characters" className="font-mono" />}
        </FormField>
      ) : (
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormField form={bank} name="sortCode" id={`${ids}-sort-code`} label="Sort code">
            {(control) => <Input {...control} {...digits} placeholder="12-34-56" className="font-mono" />}
          </FormField>
          <FormField form={bank} name="accountNumber" id={`${ids}-account-number`} label="Account number" className="min-w-0">
            {(control) => <Input {...control} {...digits} placeholder="8 digits" className="font-mono" />}
          </FormField>
        </div>
      )}
    </div>
  );
}

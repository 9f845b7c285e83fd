import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CLIENT_PASSWORD_MIN, createClientAccountSchema, type CreateClientAccount, type CreateClientAccountInput,
} from '../../../../contract/accounts/accounts';
import type { Lead } from '../../../../contract/leads/leads';
import { ACCOUNT_CURRENCIES } from '../../../../contract/shared/options';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useCreateClientAccount } from '../api/create-client-account';
import { fullName } from '../../../lib/format';
import { todayIso } from '../../../components/ui/status-pill';

const ACCOUNT_CURRENCY_DEFAULT = 'USD';

/**
 * Creates (or updates) the client account of a lead. The recovered amount is not a balance: above
 * zero it needs a reference and becomes the account's first ledger entry.
 */
export function CreateAccountDialog({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const create = useCreateClientAccount();
  const leadCurrency = (ACCOUNT_CURRENCIES as readonly string[]).includes(lead.currency) ? lead.currency : ACCOUNT_CURRENCY_DEFAULT;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateClientAccountInput, unknown, CreateClientAccount>({
    resolver: zodResolver(createClientAccountSchema),
    defaultValues: {
      email: lead.email,
      password: '',
      recoveredAmount: '0.00',
      currency: leadCurrency as CreateClientAccountInput['currency'],
      reference: '',
      receivedOn: todayIso(),
    },
  });
  const id = (field: string) => `create-account-${field}`;
  const described = (field: keyof CreateClientAccountInput, hint?: string) => {
    const ids = [errors[field] ? `${id(field)}-error` : null, hint].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': ids || undefined };
  };

  const onSubmit = (values: CreateClientAccount) =>
    create.mutate({ ...values, submissionId: lead.id }, { onSuccess: onDone });

  return (
    <DialogContent
      title="Create Client Account"
      description={`Give ${fullName(lead)} a sign-in to the client portal. A recovered amount is recorded as a ledger entry with its reference.`}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
        <div>
          <Label htmlFor={id('email')}>Email</Label>
          <Input id={id('email')} type="email" fieldSize="sm" autoComplete="off" {...described('email')} {...register('email')} />
          <FieldError id={`${id('email')}-error`} message={errors.email?.message} />
        </div>
        <div>
          <Label htmlFor={id('password')}>Password</Label>
          <Input
            id={id('password')}
            type="password"
            fieldSize="sm"
            autoComplete="new-password"
            minLength={CLIENT_PASSWORD_MIN}
            {...described('password', `${id('password')}-hint`)}
            {...register('password')}
          />
          <p id={`${id('password')}-hint`} className="mt-1 text-xs text-slate-600">
            At least {CLIENT_PASSWORD_MIN} characters. Share it with the client securely.
          </p>
          <FieldError id={`${id('password')}-error`} message={errors.password?.message} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={id('recoveredAmount')}>Recovered amount</Label>
            <Input
              id={id('recoveredAmount')}
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              fieldSize="sm"
              {...described('recoveredAmount', `${id('recoveredAmount')}-hint`)}
              {...register('recoveredAmount')}
            />
            <p id={`${id('recoveredAmount')}-hint`} className="mt-1 text-xs text-slate-600">
              Money actually received. Leave 0.00 if nothing has been recovered yet.
            </p>
            <FieldError id={`${id('recoveredAmount')}-error`} message={errors.recoveredAmount?.message} />
          </div>
          <div>
            <Label htmlFor={id('currency')}>Currency</Label>
            <Select id={id('currency')} fieldSize="sm" {...register('currency')}>
              {ACCOUNT_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={id('reference')}>Reference</Label>
            <Input
              id={id('reference')}
              fieldSize="sm"
              maxLength={200}
              {...described('reference', `${id('reference')}-hint`)}
              {...register('reference')}
            />
            <p id={`${id('reference')}-hint`} className="mt-1 text-xs text-slate-600">
              Bank or chargeback reference; required when the amount is above zero.
            </p>
            <FieldError id={`${id('reference')}-error`} message={errors.reference?.message} />
          </div>
          <div>
            <Label htmlFor={id('receivedOn')}>Date received</Label>
            <Input id={id('receivedOn')} type="date" max={todayIso()} fieldSize="sm" {...described('receivedOn')} {...register('receivedOn')} />
            <FieldError id={`${id('receivedOn')}-error`} message={errors.receivedOn?.message} />
          </div>
        </div>
        <DialogFooter>
          <DialogClose className={buttonClasses('outline', 'sm')}>Cancel</DialogClose>
          <Button type="submit" size="sm" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Account'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

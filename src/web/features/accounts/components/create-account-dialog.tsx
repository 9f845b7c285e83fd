import {
  ACCOUNT_SET_UP_MESSAGES,
  CLIENT_PASSWORD_MIN,
  createClientAccountSchema,
  type CreateClientAccount,
  type CreateClientAccountInput,
} from '../../../../contract/accounts/accounts';
import type { Lead } from '../../../../contract/leads/lead';
import { ACCOUNT_CURRENCIES } from '../../../../contract/shared/options';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useCreateClientAccount } from '../api/create-client-account';
import { fullName } from '../../../lib/format';
import { todayIso } from '../../../components/ui/status-pill';
import { useIsAdmin } from '../../../lib/current-member';

const ACCOUNT_CURRENCY_DEFAULT = 'USD';

/**
 * Creates (or updates) the client account of a lead. The recovered amount is not a balance: above
 * zero it needs a reference and becomes the account's first ledger entry. Only an admin chooses the
 * email or a password (decision 034): a caseworker's account opens under the lead's email, and the
 * client is emailed an invitation to choose their password.
 */
export function CreateAccountDialog({ lead, onDone }: { lead: Lead; onDone: () => void }) {
  const create = useCreateClientAccount();
  const isAdmin = useIsAdmin();
  const leadCurrency = (ACCOUNT_CURRENCIES as readonly string[]).includes(lead.currency) ? lead.currency : ACCOUNT_CURRENCY_DEFAULT;
  const form = useZodForm(createClientAccountSchema, {
    defaultValues: {
      email: lead.email,
      password: '',
      recoveredAmount: '0.00',
      currency: leadCurrency as CreateClientAccountInput['currency'],
      reference: '',
      receivedOn: todayIso(),
    },
  });
  const field = (name: keyof CreateClientAccountInput, label: string) => ({ form, name, id: `create-account-${name}`, label, dense: true });

  const onSubmit = (values: CreateClientAccount) => create.mutate({ ...values, submissionId: lead.id }, { onSuccess: onDone });

  return (
    <DialogContent
      title="Create Client Account"
      description={`Give ${fullName(lead)} a sign-in to the client portal. A recovered amount is recorded as a ledger entry with its reference.`}
    >
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        {isAdmin ? (
          <>
            <FormField {...field('email', 'Email')}>{(control) => <Input type="email" fieldSize="sm" autoComplete="off" {...control} />}</FormField>
            <FormField
              {...field('password', 'Password (optional)')}
              hint={`Leave empty to email the client a link to choose their own password (safest). Or at least ${CLIENT_PASSWORD_MIN} characters, shared with the client securely. A client who already has an account keeps their own password: leave it empty.`}
            >
              {(control) => <Input type="password" fieldSize="sm" autoComplete="new-password" minLength={CLIENT_PASSWORD_MIN} {...control} />}
            </FormField>
          </>
        ) : (
          <div className="grid gap-1 text-sm" data-testid="create-account-email">
            <p>
              <span className="font-medium text-navy-900">Email: </span>
              <span className="break-all">{lead.email}</span>
            </p>
            <p className="text-slate-600">{ACCOUNT_SET_UP_MESSAGES.caseworkerHint}</p>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...field('recoveredAmount', 'Recovered amount')}
            hint="Money actually received. Leave 0.00 if nothing has been recovered yet."
          >
            {(control) => <Input type="number" step="0.01" min="0" inputMode="decimal" fieldSize="sm" {...control} />}
          </FormField>
          <FormField {...field('currency', 'Currency')}>
            {(control) => (
              <Select fieldSize="sm" {...control}>
                <Options values={ACCOUNT_CURRENCIES} />
              </Select>
            )}
          </FormField>
          <FormField {...field('reference', 'Reference')} hint="Bank or chargeback reference; required when the amount is above zero.">
            {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
          </FormField>
          <FormField {...field('receivedOn', 'Date received')}>
            {(control) => <Input type="date" max={todayIso()} fieldSize="sm" {...control} />}
          </FormField>
        </div>
        <DialogFormFooter pending={create.isPending} label="Create Account" pendingLabel="Creating..." />
      </form>
    </DialogContent>
  );
}

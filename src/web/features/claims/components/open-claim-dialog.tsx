import { CLAIM_TYPE_LABELS, CLAIM_TYPES } from '../../../../contract/claims/rules/claim-types';
import { DialogContent, DialogFormFooter } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Options, Select } from '../../../components/ui/select';
import { ClaimPaymentsFieldset, ClaimTypeFields } from './open-claim-fields';
import type { ListedPayment } from './payment-item';
import { useOpenClaimForm } from './use-open-claim-form';

/** Opens a claim over some of the account's payments; the rules' warnings come with it, never a refusal. */
export function OpenClaimDialog({ accountId, payments, onDone }: { accountId: number; payments: readonly ListedPayment[]; onDone: () => void }) {
  const { form, submit, pending } = useOpenClaimForm(accountId, onDone);
  const id = (name: string) => `open-claim-${accountId}-${name}`;
  return (
    <DialogContent title="Open a claim" description="Claims that do not fit the usual rules can still be recorded: you are told why they may fail.">
      <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <FormField form={form} name="type" id={id('type')} label="Type of claim">
          {(control) => (
            <Select fieldSize="sm" {...control}>
              <Options values={CLAIM_TYPES} label={(value) => CLAIM_TYPE_LABELS[value]} />
            </Select>
          )}
        </FormField>
        <FormField form={form} name="counterparty" id={id('counterparty')} label="Made to" hint="The bank, card provider, firm or body.">
          {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
        </FormField>
        <ClaimPaymentsFieldset form={form} id={id} payments={payments} />
        <FormField form={form} name="amountClaimed" id={id('amount')} label="Amount claimed (optional)" hint="Blank: the payments' total.">
          {(control) => <Input inputMode="decimal" fieldSize="sm" autoComplete="off" {...control} />}
        </FormField>
        <FormField form={form} name="reference" id={id('reference')} label="Their reference (optional)">
          {(control) => <Input fieldSize="sm" maxLength={200} {...control} />}
        </FormField>
        <ClaimTypeFields form={form} id={id} />
        <div className="sm:col-span-2">
          <DialogFormFooter pending={pending} label="Open claim" pendingLabel="Opening..." />
        </div>
      </form>
    </DialogContent>
  );
}

import { z } from 'zod';
import { CLAIM_TYPES } from '../../../../contract/claims/rules/claim-types';
import { type CreateClaimInput, createClaimSchema } from '../../../../contract/claims/claims';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { useOpenClaim } from '../api/open-claim';
import { checkedByContract, orNull } from '../lib/form-from-contract';

const fields = z.object({
  type: z.enum(CLAIM_TYPES),
  counterparty: z.string(),
  paymentIds: z.array(z.number()),
  amountClaimed: z.string(),
  reference: z.string(),
  expectedDeliveryDate: z.string(),
  paymentServiceComplaint: z.boolean(),
});
type Values = z.output<typeof fields>;
const toBody = (v: Values): CreateClaimInput => ({
  type: v.type,
  counterparty: v.counterparty,
  paymentIds: v.paymentIds,
  amountClaimed: orNull(v.amountClaimed),
  reference: orNull(v.reference),
  expectedDeliveryDate: v.type === 'chargeback' ? orNull(v.expectedDeliveryDate) : null,
  paymentServiceComplaint: v.type === 'firm_complaint' && v.paymentServiceComplaint,
});
const formSchema = checkedByContract(fields, toBody, createClaimSchema);

/** The "Open a claim" form, sent as the contract's body: fields of another type of claim left out. */
export function useOpenClaimForm(accountId: number, onDone: () => void) {
  const open = useOpenClaim(accountId);
  const form = useZodForm(formSchema, {
    defaultValues: {
      type: 'app_reimbursement',
      counterparty: '',
      paymentIds: [],
      amountClaimed: '',
      reference: '',
      expectedDeliveryDate: '',
      paymentServiceComplaint: false,
    },
  });
  const submit = form.handleSubmit((values) => open.mutate(toBody(values), { onSuccess: onDone }));
  return { form, submit, pending: open.isPending };
}

export type OpenClaimForm = ReturnType<typeof useOpenClaimForm>['form'];

import { z } from 'zod';
import { recordRecoverySchema } from '../../../../contract/accounts/accounts';
import { MONEY_PATTERN, toCents } from '../../../../contract/shared/money';
import { todayIso } from '../../../components/ui/status-pill';

/** The contract's ledger entry, checked on screen with the form's own messages (and no future date). */
export const recoveryFormSchema = recordRecoverySchema.omit({ currency: true }).extend({
  amount: z
    .string()
    .trim()
    .refine((v) => MONEY_PATTERN.test(v) && toCents(v) > 0, 'Amount must be above zero, with at most two decimals'),
  receivedOn: z
    .string()
    .min(1, 'Date received is required')
    .refine((v) => v <= todayIso(), 'Date received cannot be in the future'),
  reference: z.string().trim().min(1, 'Reference is required').max(200, 'Reference must be 200 characters or less'),
});

import { z } from 'zod';
import { bankAccountSchema, type BankAccount } from '../../../../contract/accounts/bank-details';
import { CRYPTO_TYPES, PAYOUT_METHODS } from '../../../../contract/accounts/payouts';

/**
 * What the client fills in to request a payout; the contract's createPayoutSchema checks the whole
 * request again on the server. A bank payout carries the account, checked here with the contract's
 * own rules so a wrong sort code or IBAN is said at its field before anything is sent.
 */
export const payoutFormSchema = z
  .object({
    withdrawalMethod: z.enum(PAYOUT_METHODS),
    cryptoType: z.enum(CRYPTO_TYPES),
    walletAddress: z.string().trim().max(120, 'Wallet address is too long'),
    accountHolder: z.string(),
    accountKind: z.enum(['account', 'iban']),
    sortCode: z.string(),
    accountNumber: z.string(),
    iban: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.withdrawalMethod !== 'bank') return;
    const checked = bankAccountSchema.safeParse(bankAccountOf(value));
    for (const issue of checked.success ? [] : checked.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type PayoutFormValues = z.input<typeof payoutFormSchema>;

/** The account as the request sends it: the kind chosen decides which numbers go. */
export function bankAccountOf(value: PayoutFormValues): BankAccount {
  return value.accountKind === 'iban'
    ? { accountHolder: value.accountHolder, iban: value.iban }
    : { accountHolder: value.accountHolder, sortCode: value.sortCode, accountNumber: value.accountNumber };
}

/** A server refusal names `bankDetails.sortCode`; the form's field is `sortCode`. */
export function formFieldOf(field: string | undefined): keyof PayoutFormValues | null {
  const name = field?.replace(/^bankDetails\./, '');
  const fields: Array<keyof PayoutFormValues> = ['cryptoType', 'walletAddress', 'accountHolder', 'sortCode', 'accountNumber', 'iban'];
  return fields.find((candidate) => candidate === name) ?? null;
}

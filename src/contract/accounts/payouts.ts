import { z } from 'zod';
import { rejectionReasonField, requireReasonToReject } from '../shared/fields';
import { labelledValues } from '../shared/options';
import { bankDetailsInputSchema } from './bank-details';

export const PAYOUT_METHODS = ['bank', 'cryptocurrency'] as const;
export const CRYPTO_TYPES = ['BTC', 'ETH', 'USDT'] as const;
const payoutStatuses = labelledValues({ pending: 'Pending', processing: 'Processing', completed: 'Completed', rejected: 'Rejected' });
export const PAYOUT_STATUSES = payoutStatuses.values;
export const PAYOUT_STATUS_LABELS = payoutStatuses.labels;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** The statuses in the client's words: a payment to them, not a trading platform's withdrawal. */
export const CLIENT_PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Payout requested',
  processing: 'Payout being processed',
  completed: 'Paid to you',
  rejected: 'Rejected',
};

/** pending -> processing -> completed | rejected, and pending -> rejected. */
export const PAYOUT_TRANSITIONS: Record<PayoutStatus, readonly PayoutStatus[]> = {
  pending: ['processing', 'rejected'],
  processing: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};
export const OPEN_PAYOUT_STATUSES = ['pending', 'processing'] as const;

/** The bank note; no crypto promise ("processed within 24 hours"): that is a trading platform's. */
export const BANK_PAYOUT_NOTE = 'Bank transfers take 3-5 business days.';

const WALLET_PATTERNS: Record<(typeof CRYPTO_TYPES)[number], RegExp[]> = {
  BTC: [/^[13][a-km-zA-HJ-NP-Z1-9]{25,34}$/, /^bc1[ac-hj-np-z02-9]{11,71}$/],
  ETH: [/^0x[a-fA-F0-9]{40}$/],
  // USDT on Ethereum (ERC-20) or Tron (TRC-20).
  USDT: [/^0x[a-fA-F0-9]{40}$/, /^T[1-9A-HJ-NP-Za-km-z]{33}$/],
};

export function walletAddressValid(cryptoType: (typeof CRYPTO_TYPES)[number], address: string): boolean {
  return WALLET_PATTERNS[cryptoType].some((pattern) => pattern.test(address));
}

export const createPayoutSchema = z
  .object({
    clientAccountId: z.number({ error: 'Invalid account' }).int().positive(),
    /** Ignored beyond a check: the amount is always the available balance. */
    amount: z.union([z.string(), z.number()]).optional(),
    currency: z.string().optional(),
    withdrawalMethod: z.enum(PAYOUT_METHODS, { error: 'Choose bank transfer or cryptocurrency' }),
    cryptoType: z.enum(CRYPTO_TYPES, { error: 'Choose BTC, ETH or USDT' }).optional(),
    walletAddress: z.string({ error: 'Wallet address must be text' }).trim().max(120, 'Wallet address is too long').optional(),
    /** The portal's account ({accountHolder, sortCode, accountNumber} or {accountHolder, iban}); a plain note (a string) is accepted and not kept. */
    bankDetails: bankDetailsInputSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.withdrawalMethod !== 'cryptocurrency') return;
    if (!value.cryptoType) {
      ctx.addIssue({ code: 'custom', message: 'Choose BTC, ETH or USDT', path: ['cryptoType'] });
    } else if (!value.walletAddress) {
      ctx.addIssue({ code: 'custom', message: 'Wallet address is required', path: ['walletAddress'] });
    } else if (!walletAddressValid(value.cryptoType, value.walletAddress)) {
      ctx.addIssue({ code: 'custom', message: `That is not a valid ${value.cryptoType} wallet address`, path: ['walletAddress'] });
    }
  });
export type CreatePayout = z.output<typeof createPayoutSchema>;
/** The request's fields the client fills in: a refusal of one names it (`field`) so the form says it there. */
export const PAYOUT_FORM_FIELDS = [
  'cryptoType',
  'walletAddress',
  'bankDetails',
  'bankDetails.accountHolder',
  'bankDetails.sortCode',
  'bankDetails.accountNumber',
  'bankDetails.iban',
] as const;

export const PAYMENT_REFERENCE_MESSAGES = {
  required: 'Enter the payment reference of the transfer to complete the payout',
  onlyCompleted: 'A payment reference is recorded only on a completed payout',
} as const;

export const updatePayoutSchema = z
  .object({
    status: z.enum(PAYOUT_STATUSES, { error: 'Unknown status' }),
    /** Staff only: never in a client's reply. */
    adminNotes: z.string({ error: 'Notes must be text' }).trim().max(2000, 'Notes must be 2000 characters or less').nullable().optional(),
    /** For the client; required to reject. */
    reason: rejectionReasonField,
    /** The transfer's reference (bank reference or transaction hash), required to complete; shown to the client. */
    paymentReference: z
      .string({ error: 'The payment reference must be text' })
      .trim()
      .max(200, 'The payment reference must be 200 characters or less')
      .nullable()
      .optional(),
    /** Accepted and ignored; the acting staff member is recorded instead. */
    processedBy: z.unknown().optional(),
  })
  .superRefine((value, ctx) => requireReasonToReject(value, ctx, 'withdrawal request'));

/**
 * For the admin deciding a payout (decision 034): who opened the account, who recorded each entry of its
 * money, and why it deserves a second look, if it does. Staff only: never in a client's reply.
 */
export const payoutSetUpSchema = z.object({
  accountCreatedBy: z.string().nullable(),
  accountCreatedByAdmin: z.boolean(),
  emailChosenByStaff: z.boolean(),
  passwordChosenByStaff: z.boolean(),
  entries: z.array(
    z.object({
      id: z.number().int(),
      amount: z.string(),
      reference: z.string(),
      receivedOn: z.string(),
      recordedBy: z.string().nullable(),
      /** A reversing entry, or an entry a later one reversed: no longer counted. */
      reversed: z.boolean(),
    }),
  ),
  /** Why the payout needs a second look before it is paid, or null. */
  secondLook: z.string().nullable(),
});
export type PayoutSetUp = z.infer<typeof payoutSetUpSchema>;

/** One caseworker opened the account and recorded all the money it would pay out: nobody else has seen it. */
export const secondLookMessage = (member: string) =>
  `Second look: ${member} (not an admin) opened this account and recorded all of its money. Before paying, check the case with the client through the lead's own contact details, and the money against its evidence.`;

export const payoutSchema = z.object({
  id: z.number().int(),
  clientAccountId: z.number().int(),
  clientEmail: z.string().optional(),
  /** The client's name, for staff (absent from a client's own replies). */
  clientFirstName: z.string().nullable().optional(),
  clientLastName: z.string().nullable().optional(),
  amount: z.string(),
  currency: z.string(),
  withdrawalMethod: z.enum(PAYOUT_METHODS),
  cryptoType: z.string().nullable(),
  walletAddress: z.string().nullable(),
  /** The account given in the portal, masked ("Account ending 5678", "IBAN ending 0001"), or null. */
  bankDetails: z.string().nullable(),
  /** Whether a bank account was given in the portal: without it staff must not pay a bank payout blind. */
  bankAccountGiven: z.boolean(),
  /** Staff only (null in a client's reply): whether the name on the account is the client's own. */
  holderMatchesClient: z.boolean().nullable(),
  /** The transfer's reference, recorded when it was completed. */
  paymentReference: z.string().nullable(),
  status: z.enum(PAYOUT_STATUSES),
  adminNotes: z.string().nullable(),
  /** Why it was rejected, in words for the client (null unless rejected). */
  reason: z.string().nullable(),
  processedBy: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Staff only (absent from a client's own replies). */
  setUp: payoutSetUpSchema.optional(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutToasts = {
  failed: { title: 'Payout Request Failed', description: 'There was an error sending your payout request. Please try again later.' },
  submitted: { title: 'Payout Requested', description: 'We will process your request and keep you informed.' },
  signedOut: { title: 'You Were Signed Out', description: 'Your session has ended. Please sign in again to request your payout.' },
  adminUpdated: 'Withdrawal request updated successfully',
  adminUpdateFailed: 'Failed to update withdrawal request',
  adminLoadFailed: 'Failed to load withdrawal requests',
} as const;

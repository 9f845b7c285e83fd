import { z } from 'zod';
import { moneyField } from '../accounts/accounts';
import { MAX_ID } from '../leads/leads';
import { CLAIM_STATUSES, CLAIM_TYPES, DECIDED_CLAIM_STATUSES, type ClaimStatus } from './claim-rules';

export const MAX_CLAIM_PAYMENTS = 200;
const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or less`)
    .nullish()
    .transform((value) => value || null);
/** A claimed or decided amount: coins keep up to 8 decimals; the server checks it against the payments' currency. */
const claimAmount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be an amount` })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,10}(\.\d{1,8})?$/.test(v) && !/^[0.]+$/.test(v), `${label} must be an amount above zero with at most 8 decimals`)
    .nullish();

export const EXPECTED_DELIVERY_ONLY_CHARGEBACK = 'An expected delivery date is only used by a chargeback';
export const PAYMENT_SERVICE_ONLY_COMPLAINT = 'Only a complaint to a firm can be a payment-service complaint';

/** POST /api/admin/client-accounts/:id/claims: a claim over some of the account's payments. */
export const createClaimSchema = z
  .object({
    type: z.enum(CLAIM_TYPES, { error: 'Unknown claim type' }),
    counterparty: z
      .string({ error: 'Say who the claim goes to' })
      .trim()
      .min(1, 'Say who the claim goes to')
      .max(200, 'Who the claim goes to must be 200 characters or less'),
    paymentIds: z
      .array(id('Unknown payment'), { error: 'paymentIds must be a list of payment ids' })
      .min(1, 'Choose the payments the claim is about')
      .max(MAX_CLAIM_PAYMENTS, `At most ${MAX_CLAIM_PAYMENTS} payments a claim`)
      .transform((ids) => [...new Set(ids)]),
    amountClaimed: claimAmount('The amount claimed'),
    reference: optionalText('The reference', 200),
    expectedDeliveryDate: z.iso.date({ error: 'The expected delivery date must be a date (YYYY-MM-DD)' }).nullish(),
    paymentServiceComplaint: z.boolean({ error: 'paymentServiceComplaint must be true or false' }).default(false),
    assignedTo: id('Unknown staff member').nullish(),
  })
  .refine((v) => !v.expectedDeliveryDate || v.type === 'chargeback', { message: EXPECTED_DELIVERY_ONLY_CHARGEBACK, path: ['expectedDeliveryDate'] })
  .refine((v) => !v.paymentServiceComplaint || v.type === 'firm_complaint', {
    message: PAYMENT_SERVICE_ONLY_COMPLAINT,
    path: ['paymentServiceComplaint'],
  });
export type CreateClaimInput = z.input<typeof createClaimSchema>;
export type CreateClaim = z.output<typeof createClaimSchema>;

const isDecision = (status: ClaimStatus) => (DECIDED_CLAIM_STATUSES as readonly string[]).includes(status);
export const FINAL_RESPONSE_ONLY_WITH_DECISION = 'A final response comes with a decision: upheld, partly upheld or rejected';
export const AMOUNT_DECIDED_ONLY_WHEN_UPHELD = 'An amount decided goes with a claim upheld or partly upheld';

/** POST /api/admin/claims/:id/events: the claim moves on (see CLAIM_STATUS_MOVES). */
export const claimEventSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: 'Unknown claim status' }),
    /** When it happened: a date means that day in London; now by default. */
    at: z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'When it happened must be a date or a date and time' }).optional(),
    note: optionalText('The note', 5000),
    visibleToClient: z.boolean({ error: 'visibleToClient must be true or false' }).default(false),
    finalResponseAt: z.iso.date({ error: 'The date of the final response must be a date (YYYY-MM-DD)' }).nullish(),
    amountDecided: moneyField('The amount decided must be a positive amount with at most two decimals').nullish(),
  })
  .refine((v) => !v.finalResponseAt || isDecision(v.status), { message: FINAL_RESPONSE_ONLY_WITH_DECISION, path: ['finalResponseAt'] })
  .refine((v) => !v.amountDecided || v.status === 'upheld' || v.status === 'partly_upheld', {
    message: AMOUNT_DECIDED_ONLY_WHEN_UPHELD,
    path: ['amountDecided'],
  });
export type ClaimEventInput = z.input<typeof claimEventSchema>;
export type ClaimEvent = z.output<typeof claimEventSchema>;

/** GET /api/admin/client-accounts/:id/routes: for each payment and claim type, whether it fits and by when. */
export const paymentRouteSchema = z.object({
  paymentId: z.number().int(),
  type: z.enum(CLAIM_TYPES),
  fits: z.boolean(),
  why: z.string().optional(),
  fileBy: z.string().optional(),
  urgentUntil: z.string().optional(),
});
export const paymentRoutesSchema = z.object({ items: z.array(paymentRouteSchema) });
export type PaymentRoute = z.infer<typeof paymentRouteSchema>;

/** A claim's dates (see `claimDates`), each only when it applies. */
export const claimDatesSchema = z.object({
  fileBy: z.string().optional(),
  responseDue: z.string().optional(),
  responseDueLatest: z.string().optional(),
  referBy: z.string().optional(),
  urgentUntil: z.string().optional(),
  nextDate: z.string().optional(),
  overdue: z.boolean(),
});

/** What a new claim is answered with besides itself: why it may fail, and for an APP claim the excess. */
export const claimAdviceSchema = z.object({
  warnings: z.array(z.string()),
  excess: z.string().optional(),
});

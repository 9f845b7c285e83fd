import { z } from 'zod';
import { moneyField } from '../accounts/accounts';
import { calendarDate, momentField, optionalText } from '../shared/fields';
import { MAX_ID } from '../leads/lead';
import { CLAIM_STATUSES, isDecidedClaim } from './rules/claim-statuses';
import { CLAIM_TYPES } from './rules/claim-types';
import { paymentSchema } from './payments';

export const MAX_CLAIM_PAYMENTS = 200;
const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
/** A claimed or decided amount: coins keep up to 8 decimals; the server checks it against the payments' currency. */
const claimAmount = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be an amount` })
    .transform((v) => String(v).trim())
    .refine((v) => /^\d{1,10}(\.\d{1,8})?$/.test(v) && !/^[0.]+$/.test(v), `${label} must be an amount above zero with at most 8 decimals`)
    .nullish();

const WHEN_IT_HAPPENED_MESSAGE = 'When it happened must be a date or a date and time';
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
    expectedDeliveryDate: calendarDate('The expected delivery date must be a date (YYYY-MM-DD)').nullish(),
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

export const FINAL_RESPONSE_ONLY_WITH_DECISION = 'A final response comes with a decision: upheld, partly upheld or rejected';
export const AMOUNT_DECIDED_ONLY_WHEN_UPHELD = 'An amount decided goes with a claim upheld or partly upheld';

/** POST /api/admin/claims/:id/events: the claim moves on (see CLAIM_STATUS_MOVES). */
export const claimEventSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: 'Unknown claim status' }),
    /** When it happened: a date means that day in London; now by default. */
    at: z.union([calendarDate(WHEN_IT_HAPPENED_MESSAGE), momentField(WHEN_IT_HAPPENED_MESSAGE)], { error: WHEN_IT_HAPPENED_MESSAGE }).optional(),
    note: optionalText('The note', 5000),
    visibleToClient: z.boolean({ error: 'visibleToClient must be true or false' }).default(false),
    finalResponseAt: calendarDate('The date of the final response must be a date (YYYY-MM-DD)').nullish(),
    amountDecided: moneyField('The amount decided must be a positive amount with at most two decimals').nullish(),
  })
  .refine((v) => !v.finalResponseAt || isDecidedClaim(v.status), { message: FINAL_RESPONSE_ONLY_WITH_DECISION, path: ['finalResponseAt'] })
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

/** An amount in one currency (a total, or what a claim asks for). */
export const currencyAmountSchema = z.object({ currency: z.string(), amount: z.string() });
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>;

/** PATCH /api/admin/claims/:id: `type` only while preparing, `paymentIds` never dropping below one. */
export const updateClaimSchema = z
  .object({
    type: z.enum(CLAIM_TYPES, { error: 'Unknown claim type' }).optional(),
    counterparty: z
      .string({ error: 'Say who the claim goes to' })
      .trim()
      .min(1, 'Say who the claim goes to')
      .max(200, 'Who the claim goes to must be 200 characters or less')
      .optional(),
    paymentIds: z
      .array(id('Unknown payment'), { error: 'paymentIds must be a list of payment ids' })
      .min(1, 'Choose the payments the claim is about')
      .max(MAX_CLAIM_PAYMENTS, `At most ${MAX_CLAIM_PAYMENTS} payments a claim`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    amountClaimed: claimAmount('The amount claimed'),
    reference: optionalText('The reference', 200).optional(),
    expectedDeliveryDate: calendarDate('The expected delivery date must be a date (YYYY-MM-DD)').nullish(),
    assignedTo: id('Unknown staff member').nullish(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), 'Nothing to change');
export type UpdateClaimInput = z.input<typeof updateClaimSchema>;
export type UpdateClaim = z.output<typeof updateClaimSchema>;

export const claimEventViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  on: z.string(),
  note: z.string().nullable(),
  visibleToClient: z.boolean(),
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
});

/** A claim as staff see it, with the dates the rules give it. */
export const claimSchema = z.object({
  id: z.number().int(),
  clientAccountId: z.number().int(),
  caseId: z.string(),
  clientName: z.string(),
  vulnerable: z.boolean(),
  type: z.enum(CLAIM_TYPES),
  counterparty: z.string(),
  paymentIds: z.array(z.number().int()),
  /** What is claimed: the amount staff gave, or the covered payments' total per currency. */
  amountClaimed: z.array(currencyAmountSchema),
  reference: z.string().nullable(),
  expectedDeliveryDate: z.string().nullable(),
  paymentServiceComplaint: z.boolean(),
  status: z.enum(CLAIM_STATUSES),
  statusChangedAt: z.string(),
  filedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  finalResponseAt: z.string().nullable(),
  amountDecided: z.string().nullable(),
  assignedTo: z.number().int().nullable(),
  assignedToName: z.string().nullable(),
  referredFromId: z.number().int().nullable(),
  referredToId: z.number().int().nullable(),
  dates: claimDatesSchema,
  nextDate: z.string().nullable(),
  createdAt: z.string(),
});
export type Claim = z.infer<typeof claimSchema>;

export const claimLedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  receivedOn: z.string(),
  reference: z.string(),
});

/** GET /api/admin/claims/:id: the claim with its payments, history and the money the ledger recorded for it. */
export const claimDetailSchema = claimSchema.extend({
  payments: z.array(paymentSchema),
  events: z.array(claimEventViewSchema),
  ledgerEntries: z.array(claimLedgerEntrySchema),
  /** Why it may fail, from the rules: staff may go ahead. */
  warnings: z.array(z.string()),
  /** An APP claim: the excess the bank may deduct ("0.00" for a vulnerable client). */
  excess: z.string().optional(),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

export const CLAIM_QUEUES = ['to_file', 'window_closing', 'decision_overdue', 'refer_closing', 'urgent', 'mine'] as const;
export type ClaimQueue = (typeof CLAIM_QUEUES)[number];
export const CLAIM_QUEUE_LABELS: Record<ClaimQueue, string> = {
  to_file: 'To file',
  window_closing: 'Window closing',
  decision_overdue: 'Decision overdue',
  refer_closing: 'Ombudsman window closing',
  urgent: 'Urgent freezes',
  mine: 'Mine',
};
/** How near a deadline must be for the "closing" queues. */
export const CLOSING_DAYS = 30;
/** How far into one queue its pages go, as the lead list (decision 042); past it, staff search or filter. */
export const CLAIM_LIST_DEPTH = 10_000;
export const CLAIM_LIST_TOO_DEEP_MESSAGE =
  'Only the first 10,000 rows of a queue can be paged through: narrow the search or the filters to see the others.';

const pageField = (max: number, message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);

export const claimListQuerySchema = z.object({
  queue: z.enum(CLAIM_QUEUES, { error: `queue must be one of ${CLAIM_QUEUES.join(', ')}` }).optional(),
  type: z.enum(CLAIM_TYPES, { error: 'Unknown claim type' }).optional(),
  status: z.enum(CLAIM_STATUSES, { error: 'Unknown claim status' }).optional(),
  assignee: z.coerce
    .number({ error: 'Unknown staff member' })
    .int('Unknown staff member')
    .positive('Unknown staff member')
    .max(MAX_ID, 'Unknown staff member')
    .optional(),
  q: z.string().trim().max(200, 'Search must be 200 characters or less').optional(),
  page: pageField(10_000, 'page must be a whole number from 1').default(1),
  pageSize: pageField(200, 'pageSize must be from 1 to 200').default(50),
});
export type ClaimListQuery = z.output<typeof claimListQuerySchema>;

/** A row of the claims queues: a claim, or (in "to file") a confirmed payment no claim covers yet. */
export const claimQueueItemSchema = z.object({
  kind: z.enum(['claim', 'payment']),
  /** The claim's id, or the payment's. */
  id: z.number().int(),
  clientAccountId: z.number().int(),
  caseId: z.string(),
  clientName: z.string(),
  vulnerable: z.boolean(),
  /** The claim's type; for a payment, the first route that fits it. */
  type: z.enum(CLAIM_TYPES),
  counterparty: z.string(),
  reference: z.string().nullable(),
  status: z.string(),
  assignedToName: z.string().nullable(),
  nextDate: z.string().nullable(),
  overdue: z.boolean(),
});
export const claimListSchema = z.object({
  items: z.array(claimQueueItemSchema),
  /** Exact up to a bound; past it `totalCapped` is true and `total` is a lower bound ("1,000+"). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const claimQueueCountsSchema = z.object(
  Object.fromEntries(CLAIM_QUEUES.map((q) => [q, z.number().int()])) as Record<ClaimQueue, z.ZodNumber>,
);

/** The client's view of a claim: what it is in words, where it stands, when to expect an answer, and the free route. */
export const clientClaimSchema = z.object({
  id: z.number().int(),
  type: z.enum(CLAIM_TYPES),
  title: z.string(),
  counterparty: z.string(),
  status: z.enum(CLAIM_STATUSES),
  statusLabel: z.string(),
  lastChangedAt: z.string(),
  nextDate: z.string().nullable(),
  /** "Your bank should decide by 12 March", when a date applies. */
  nextDatePhrase: z.string().nullable(),
  freeRoute: z.string().nullable(),
  /** The client-visible events, with their notes. */
  events: z.array(z.object({ status: z.enum(CLAIM_STATUSES), on: z.string(), note: z.string().nullable() })),
});
export const clientClaimListSchema = z.object({ items: z.array(clientClaimSchema) });

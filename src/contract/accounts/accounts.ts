import { z } from 'zod';
import { beforeIdField, calendarDate, emailField, idParamSchema, legalHoldFields, requireHoldReason, staffSearchField } from '../shared/fields';
import { CASE_STAGES, type CaseStage } from './case-progress';
import { PASSWORD_MIN } from '../shared/password';
import { MAX_CENTS, MONEY_PATTERN, normaliseMoney, toCents } from '../shared/money';
import { ACCOUNT_CURRENCIES, labelledValues } from '../shared/options';

export const CLIENT_PASSWORD_MIN = PASSWORD_MIN;
const recoveryStatuses = labelledValues({ under_review: 'Under Review', in_progress: 'In Progress', completed: 'Completed', closed: 'Closed' });
export const RECOVERY_STATUSES = recoveryStatuses.values;
export const RECOVERY_STATUS_LABELS = recoveryStatuses.labels;
export type RecoveryStatus = (typeof RECOVERY_STATUSES)[number];

/** Progress shown to the client: 100 % completed, 75 % in progress, 25 % otherwise. */
export function recoveryProgress(status: string): number {
  if (status === 'completed') return 100;
  if (status === 'in_progress') return 75;
  return 25;
}

/** Funds count as recovered only when money was actually recorded: recovered or transferred above 0. */
export function fundsRecovered(account: { recoveredAmount: string; transferredAmount: string }): boolean {
  return toCents(account.recoveredAmount) > 0 || toCents(account.transferredAmount) > 0;
}

/**
 * The recovery status, derived from the case stage, the one truth of where a case stands (decision
 * 043): never stored, never set apart from the stage.
 */
export function recoveryStatusOf(account: { caseStage: CaseStage; recoveredAmount: string; transferredAmount: string }): RecoveryStatus {
  if (account.caseStage === 'assessment' || account.caseStage === 'evidence') return 'under_review';
  if (account.caseStage === 'closed') return fundsRecovered(account) ? 'completed' : 'closed';
  return 'in_progress';
}

export const RECOVERY_STATUS_FOLLOWS_STAGE_MESSAGE = 'The recovery status follows the case stage: change the stage instead, with a case update';

const CASE_ID_OFFSET = 12349;

/** The client's case ID: the configured prefix, then the account id plus 12349 in six digits. */
export function caseId(prefix: string, accountId: number): string {
  return `${prefix}-${String(accountId + CASE_ID_OFFSET).padStart(6, '0')}`;
}

/** The account a case ID names ("RC-012350", in any case, or its digits alone), or null when the text is not one. */
export function accountIdOfCaseId(prefix: string, text: string): number | null {
  const match = new RegExp(`^(?:${prefix}-?)?(\\d{6,10})$`, 'i').exec(text.trim());
  const id = match ? Number(match[1]) - CASE_ID_OFFSET : 0;
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export const MONEY_TOO_LARGE_MESSAGE = 'Amounts above 99,999,999.99 cannot be recorded';

export const moneyField = (message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    // A well-formed amount that is only too large is told so, not that it is malformed.
    .refine((v) => !/^\d+(\.\d{1,2})?$/.test(v) || toCents(v) <= MAX_CENTS, {
      message: MONEY_TOO_LARGE_MESSAGE,
      abort: true,
    })
    .refine((v) => MONEY_PATTERN.test(v) && toCents(v) <= MAX_CENTS, message)
    .transform(normaliseMoney);

const currency = z.enum(ACCOUNT_CURRENCIES, { error: 'Currency must be one of USD, EUR, GBP, CAD, AUD' });
const reference = z.string({ error: 'Reference must be text' }).trim().max(200, 'Reference must be 200 characters or less');
const isoDate = calendarDate('Date received must be a date (YYYY-MM-DD)');

export const REFERENCE_REQUIRED_MESSAGE =
  'A reference (such as a bank or chargeback reference) is required when the recovered amount is above zero';

export const createClientAccountSchema = z
  .object({
    submissionId: z.number({ error: 'Invalid lead' }).int().positive().nullable().optional(),
    email: emailField('Valid email is required'),
    /** Left out (or empty), a new client is emailed an invitation link to choose their own password. */
    password: z.preprocess(
      (value: string | undefined) => (value === '' ? undefined : value),
      z
        .string({ error: 'Password must be text' })
        .min(CLIENT_PASSWORD_MIN, `Password must be at least ${CLIENT_PASSWORD_MIN} characters`)
        .max(200, 'Password must be 200 characters or less')
        .optional(),
    ),
    recoveredAmount: moneyField('Recovered amount must be a positive amount with at most two decimals').default('0.00'),
    currency: currency.default('USD'),
    reference: reference.default(''),
    receivedOn: isoDate.optional(),
  })
  .refine((v) => toCents(v.recoveredAmount) === 0 || v.reference.length > 0, {
    message: REFERENCE_REQUIRED_MESSAGE,
    path: ['reference'],
  });
export type CreateClientAccountInput = z.input<typeof createClientAccountSchema>;
export type CreateClientAccount = z.output<typeof createClientAccountSchema>;

export const recordRecoverySchema = z.object({
  amount: moneyField('Amount must be a positive amount with at most two decimals').refine((v) => toCents(v) > 0, 'Amount must be above zero'),
  currency,
  receivedOn: isoDate,
  reference: reference.min(1, 'Reference is required'),
  note: z.string().trim().max(1000, 'Note must be 1000 characters or less').default(''),
  /** The claim the money came back through, when one did. */
  claimId: z.number({ error: 'Unknown claim' }).int('Unknown claim').positive('Unknown claim').max(2_147_483_647, 'Unknown claim').optional(),
});
export type RecordRecovery = z.output<typeof recordRecoverySchema>;

/** The account and ledger entry an entry's reversal names. */
export const ledgerEntryParamsSchema = z.object({ id: idParamSchema.shape.id, entryId: idParamSchema.shape.id });

export const reverseEntrySchema = z.object({
  note: z.string({ error: 'Say why the entry is reversed' }).trim().min(1, 'Say why the entry is reversed').max(1000),
});

/** Why a client is vulnerable, in the FCA's four drivers (FG21/1), with the staff's note. */
export const VULNERABILITY_REASONS = ['health', 'life_event', 'resilience', 'capability'] as const;
export const VULNERABILITY_REASON_LABELS: Record<(typeof VULNERABILITY_REASONS)[number], string> = {
  health: 'Health',
  life_event: 'Life event',
  resilience: 'Resilience',
  capability: 'Capability',
};
export const VULNERABILITY_REASON_NEEDED_MESSAGE = 'Say why the client is vulnerable: health, life event, resilience or capability';
export const vulnerabilitySchema = z.object({
  reason: z.enum(VULNERABILITY_REASONS, { error: VULNERABILITY_REASON_NEEDED_MESSAGE }),
  note: z.string({ error: 'The note must be text' }).trim().max(2000, 'The note must be 2000 characters or less').default(''),
});

export const updateClientAccountSchema = z
  .strictObject(
    {
      // Derived from the case stage (decision 043): named here only to say so.
      recoveryStatus: z.never({ error: RECOVERY_STATUS_FOLLOWS_STAGE_MESSAGE }).optional(),
      isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
      ...legalHoldFields,
      vulnerable: z.boolean({ error: 'vulnerable must be true or false' }).optional(),
      vulnerability: vulnerabilitySchema.optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only the active flag, legal hold and vulnerability can be changed; money is recorded in the ledger, and the stage with a case update'
          : undefined,
    },
  )
  .superRefine(requireHoldReason)
  .refine((v) => v.vulnerable !== true || v.vulnerability !== undefined, {
    message: VULNERABILITY_REASON_NEEDED_MESSAGE,
    path: ['vulnerability'],
  });

export const clientLoginSchema = z.object({
  email: emailField('Valid email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});

/** The account as its client and staff see it; amounts are derived from the ledger and payouts. */
export const clientAccountSchema = z.object({
  id: z.number().int(),
  caseId: z.string(),
  submissionId: z.number().int().nullable(),
  /** The reference the client's assessment receipt gave them (RC-XXXXX-XXXXX), when the account came from a lead. */
  assessmentReference: z.string().nullable(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  recoveredAmount: z.string(),
  transferredAmount: z.string(),
  /** Recovered minus any open payout request. */
  availableAmount: z.string(),
  currency: z.string(),
  /** Derived from the case stage and the money recorded (`recoveryStatusOf`). */
  recoveryStatus: z.enum(RECOVERY_STATUSES),
  /** When the case stage last changed: the status follows it. */
  recoveryStatusChangedAt: z.string(),
  /** The first name of the staff member the client's lead is assigned to, when there is one. */
  caseHandler: z.string().nullable(),
  lastLogin: z.string().nullable(),
  /** The sign-in before the latest one: what the client sees as "Last login". */
  previousLogin: z.string().nullable(),
  isActive: z.boolean(),
  caseStage: z.enum(CASE_STAGES),
  caseStageChangedAt: z.string(),
  createdAt: z.string(),
});
export type ClientAccount = z.infer<typeof clientAccountSchema>;

/** An account opened or updated, with the message that says which. */
export const clientAccountSavedSchema = z.object({ message: z.string(), account: clientAccountSchema });

export const clientAccountListSchema = z.object({
  items: z.array(clientAccountSchema),
  /** CLIENT_UPDATE_DAYS: after this many days without an update they can see, a client is waiting for one. */
  updateDays: z.number().int(),
});
export type ClientAccountList = z.infer<typeof clientAccountListSchema>;

/** `?q=` (email, name), `?updateOverdue=true` (waiting for an update) and `?before=` of the staff's account list. */
export const clientAccountListQuerySchema = z.object({
  q: staffSearchField,
  updateOverdue: z.enum(['true', 'false'], { error: 'updateOverdue must be true or false' }).optional(),
  before: beforeIdField,
});

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  currency: z.string(),
  receivedOn: z.string(),
  reference: z.string(),
  note: z.string().nullable(),
  reversesEntryId: z.number().int().nullable(),
  reversedByEntryId: z.number().int().nullable(),
  claimId: z.number().int().nullable(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** Who opened an account and whether staff chose its email or password (decision 034): staff only. */
export const accountOriginSchema = z.object({
  /** The staff member who opened it; null when not known (opened before this was recorded, or the member is gone). */
  createdBy: z.string().nullable(),
  /** Whether the one who opened it is an admin. */
  createdByAdmin: z.boolean(),
  /** The email is not the lead's own (or there is no lead): chosen by staff, an admin's choice. */
  emailChosenByStaff: z.boolean(),
  /** The first password was chosen by staff, not by the client from their invitation: an admin's choice. */
  passwordChosenByStaff: z.boolean(),
});
export type AccountOrigin = z.infer<typeof accountOriginSchema>;

/** One account as staff open it: the account, who opened it, its ledger, and its legal hold if any. */
export const clientAccountDetailSchema = z.object({
  account: clientAccountSchema,
  origin: accountOriginSchema,
  ledger: z.array(ledgerEntrySchema),
  hold: z.object({ reason: z.string(), since: z.string() }).nullable(),
  /** Staff only: never shown to the client's portal or sent to the partner CRM. */
  vulnerability: z.object({ reason: z.enum(VULNERABILITY_REASONS), note: z.string() }).nullable(),
});
export type ClientAccountDetail = z.infer<typeof clientAccountDetailSchema>;

/** What the client sees of an entry: no staff notes or names. */
export const clientLedgerEntrySchema = ledgerEntrySchema.pick({
  id: true,
  amount: true,
  currency: true,
  receivedOn: true,
  reference: true,
  reversesEntryId: true,
});
export type ClientLedgerEntry = z.infer<typeof clientLedgerEntrySchema>;
export const clientLedgerSchema = z.object({ items: z.array(clientLedgerEntrySchema) });

/**
 * Who may choose what when opening an account (decision 034): the email is the lead's own and the client
 * chooses their password from the emailed invitation, unless an admin chooses otherwise.
 */
export const ACCOUNT_SET_UP_MESSAGES = {
  leadRequired: 'A caseworker opens a client account from its lead: only an admin can open one without a lead',
  emailIsTheLeads: "The account's email is the lead's own: only an admin can open it under another address",
  passwordIsTheClients: 'The client chooses their own password from the emailed invitation: only an admin can set one. Leave the password empty',
  /** What the create-account dialog tells a caseworker instead of offering the two fields. */
  caseworkerHint:
    "The account opens under the lead's email, and the client is emailed a link to choose their own password. Only an admin can choose another email or a password.",
} as const;

/** How staff see an account's origin: who opened it, and what staff chose for it. */
export function accountOriginText(origin: AccountOrigin): string {
  const by = origin.createdBy ? `Opened by ${origin.createdBy}${origin.createdByAdmin ? ' (admin)' : ''}` : 'Opened by an unrecorded staff member';
  const chosen = [origin.emailChosenByStaff && 'email', origin.passwordChosenByStaff && 'first password'].filter(Boolean);
  return chosen.length
    ? `${by}; its ${chosen.join(' and ')} chosen by staff, not the client`
    : `${by}; the lead's email and the client's own password`;
}

export const accountToasts = {
  created: 'Client Account Created',
  updated: 'Client Account Updated',
  failed: 'Failed to create client account.',
  /** The toast's link to the account, in the Clients tab. */
  open: 'Open the client account',
} as const;

export const clientLoginToasts = {
  failed: { title: 'Login Failed', fallback: 'Login failed' },
} as const;

export const INVALID_CLIENT_CREDENTIALS_MESSAGE = 'Invalid email or password';
/** A sign-out asked for by another website's page: refused, the session goes on. */
export const SIGN_OUT_FROM_ANOTHER_SITE_MESSAGE = 'Sign out from our own website: a sign-out sent by another site is ignored.';
export const CLIENT_SIGN_IN_REQUIRED_MESSAGE = 'Please sign in to continue';
export const CLIENT_ACCOUNT_NOT_FOUND_MESSAGE = 'Account not found';

export const IMPORTANT_NOTICE =
  'We will never ask you to pay anything to receive your funds: no fee, tax, deposit or release payment. If anyone does, stop and report it (Report Fraud, reportfraud.police.uk or 0300 123 2040, in England, Wales and Northern Ireland; Police Scotland on 101 in Scotland; IC3 in the US).';

import { z } from 'zod';

/**
 * The account a bank payout goes to, given by the client in the portal: a UK sort code
 * and account number, or an IBAN. Stored sealed; the client sees it masked, an admin whole only on the
 * payout they process.
 */

export const BANK_DETAILS_MESSAGES = {
  holder: 'Enter the name on the account',
  holderTooLong: 'The name on the account must be 140 characters or less',
  sortCode: 'A sort code is 6 digits, for example 12-34-56',
  accountNumber: 'An account number is 8 digits',
  iban: 'That IBAN is not valid: check it against your bank statement',
  oneKind: 'Give either a sort code and account number, or an IBAN',
  note: 'Bank details must be an account (holder, sort code and account number, or IBAN) or a note',
} as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** An IBAN's own check: its country and check digits moved to the end, read as a number, leave 1 by 97. */
export function ibanValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const value = char >= 'A' ? char.charCodeAt(0) - 55 : Number(char);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

const holderField = z
  .string({ error: BANK_DETAILS_MESSAGES.holder })
  .trim()
  .min(1, BANK_DETAILS_MESSAGES.holder)
  .max(140, BANK_DETAILS_MESSAGES.holderTooLong);

/** A UK account or an IBAN, spaces and dashes taken out. */
export const bankAccountSchema = z
  .strictObject(
    {
      accountHolder: holderField,
      sortCode: z.string({ error: BANK_DETAILS_MESSAGES.sortCode }).transform(digitsOnly).optional(),
      accountNumber: z.string({ error: BANK_DETAILS_MESSAGES.accountNumber }).transform(digitsOnly).optional(),
      iban: z
        .string({ error: BANK_DETAILS_MESSAGES.iban })
        .transform((value) => value.replace(/\s/g, '').toUpperCase())
        .optional(),
    },
    { error: BANK_DETAILS_MESSAGES.oneKind },
  )
  .superRefine((value, ctx) => {
    const uk = value.sortCode !== undefined || value.accountNumber !== undefined;
    if (uk === (value.iban !== undefined)) {
      ctx.addIssue({ code: 'custom', message: BANK_DETAILS_MESSAGES.oneKind, path: [] });
    } else if (value.iban !== undefined) {
      if (!ibanValid(value.iban)) ctx.addIssue({ code: 'custom', message: BANK_DETAILS_MESSAGES.iban, path: ['iban'] });
    } else if (!/^\d{6}$/.test(value.sortCode ?? '')) {
      ctx.addIssue({ code: 'custom', message: BANK_DETAILS_MESSAGES.sortCode, path: ['sortCode'] });
    } else if (!/^\d{8}$/.test(value.accountNumber ?? '')) {
      ctx.addIssue({ code: 'custom', message: BANK_DETAILS_MESSAGES.accountNumber, path: ['accountNumber'] });
    }
  });
export type BankAccount = z.output<typeof bankAccountSchema>;

/** What a request may carry: an account (the portal) or, through the API, a plain note (a string). */
export const bankDetailsInputSchema = z.unknown().transform((value, ctx): string | BankAccount | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const note = value.trim();
    if (note.length <= 500) return note || undefined;
    ctx.addIssue({ code: 'custom', message: 'A bank details note must be 500 characters or less' });
    return z.NEVER;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: BANK_DETAILS_MESSAGES.note });
    return z.NEVER;
  }
  const account = bankAccountSchema.safeParse(value);
  if (account.success) return account.data;
  for (const issue of account.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** What is sealed: the account, or the note. */
export type SealedBankDetails = BankAccount | { note: string };

/** The last 4 characters of the account number or IBAN: all a client's reply or a list shows. */
export const bankAccountEnding = (account: BankAccount) => (account.iban ?? account.accountNumber ?? '').slice(-4);

/** The masked destination in words, from the columns stored beside the sealed account: "Account ending 5678", "IBAN ending 0001". */
export const maskedBankAccount = (kind: string | null, ending: string | null) =>
  kind && ending ? `${kind === 'iban' ? 'IBAN' : 'Account'} ending ${ending}` : null;

/** Whether the name on the account is the client's own (letters compared, case, accents and spacing aside). */
export function holderIsClient(holder: string, client: { firstName: string | null; lastName: string | null }): boolean {
  const letters = (value: string) =>
    value
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}]+/gu, ' ')
      .trim()
      .split(' ')
      .filter((word) => word.length > 0 && !['mr', 'mrs', 'ms', 'miss', 'dr', 'mx'].includes(word));
  const holderWords = letters(holder);
  const first = letters(client.firstName ?? '');
  const last = letters(client.lastName ?? '');
  if (last.length === 0) return false;
  // The surname in full, and the first name in full or as its initial.
  const has = (word: string) => holderWords.includes(word);
  return last.every(has) && (first.length === 0 || first.every((word) => has(word) || has(word[0])));
}

/** A dedicated admin-only read of a payout's bank details (audited). */
export const payoutBankDetailsSchema = z.object({
  accountHolder: z.string().nullable(),
  sortCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  iban: z.string().nullable(),
  /** A plain note given through the API (a string `bankDetails`), when no account was given. */
  note: z.string().nullable(),
  /** Whether the name on the account is the client's own; null without an account. */
  holderMatchesClient: z.boolean().nullable(),
});
export type PayoutBankDetails = z.infer<typeof payoutBankDetailsSchema>;

export const PAYMENT_NOTICE =
  'We pay only to an account in your own name. We will never ask for your bank details by phone, email or chat: give them only here, in your portal.';

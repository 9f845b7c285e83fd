// Money received for a client (the ledger) and the payouts from it.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, at, money } from './columns';
import { ownedByAccount } from './accounts';
import { claims } from './claims';
import { users } from './staff';

/** Money actually received for a client, with its evidence. Never edited or deleted. */
export const recoveryLedgerEntries = pgTable(
  'recovery_ledger_entries',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    /** Negative for a reversing entry. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    note: text('note'),
    reversesEntryId: integer('reverses_entry_id'),
    /** The claim the money came back through, when one did. */
    claimId: integer('claim_id').references(() => claims.id, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('recovery_ledger_account_idx').on(t.clientAccountId),
    // An entry is reversed at most once.
    uniqueIndex('recovery_ledger_reverses_key').on(t.reversesEntryId),
    // The money recovered in a period, for the landing page's figures (reversals are found by the key above).
    index('recovery_ledger_received_idx').on(t.receivedOn).where(sql`reverses_entry_id is null`),
  ],
);

export const payoutRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    clientAccountId: ownedByAccount(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    withdrawalMethod: text('withdrawal_method').notNull(),
    cryptoType: text('crypto_type'),
    walletAddress: text('wallet_address'),
    /** The account given in the portal, sealed with SECRETS_KEY (bank-account-seal.ts); never read into a list. */
    bankDetails: text('bank_details'),
    /** 'account' (sort code and number) or 'iban'; with the last 4 characters, all a list or the client sees. */
    bankAccountKind: text('bank_account_kind'),
    bankAccountEnding: text('bank_account_ending'),
    /** Whether the name on the account was the client's own when they gave it. */
    bankHolderMatches: boolean('bank_holder_matches'),
    /** The transfer's reference, recorded by the admin who completed it; shown to the client. */
    paymentReference: text('payment_reference'),
    status: text('status').notNull().default('pending'),
    adminNotes: text('admin_notes'),
    /** Why it was rejected, for the client. */
    rejectionReason: text('rejection_reason'),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: at('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdrawal_requests_account_idx').on(t.clientAccountId),
    // One open request per client, enforced by the database.
    uniqueIndex('withdrawal_requests_one_open_key').on(t.clientAccountId).where(sql`status in ('pending', 'processing')`),
  ],
);

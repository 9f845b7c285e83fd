// The column shapes the tables share.
import { date, customType, integer, numeric, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** A legal hold: while the reason is set, the record is neither purged nor erased. */
export const legalHoldColumns = () => ({ legalHoldReason: text('legal_hold_reason'), legalHoldAt: at('legal_hold_at') });
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The state every durable outbox row carries for its worker (platform/jobs/outbox.ts). */
export const outboxJobColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
  claimToken: text('claim_token'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A bearer credential kept only as the SHA-256 of its value. */
export const hashedCredentialColumns = () => ({
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
});
export const cryptoAmount = (name: string) => numeric(name, { precision: 24, scale: 8 });
export const day = (name: string) => date(name, { mode: 'string' });

// Staff members, their tokens, two-factor recovery codes, one-time links and the landing side's sessions.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, at, hashedCredentialColumns } from './columns';

/** Staff accounts (`isAdmin` staff may manage other staff). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    isAdmin: boolean('is_admin').notNull().default(false),
    passwordHash: text('password_hash'),
    /** A deactivated member keeps their history but can no longer sign in or use any token or session. */
    isActive: boolean('is_active').notNull().default(true),
    /** Two-factor sign-in: the TOTP secret (base32), set at enrolment and live once confirmed. */
    mfaSecret: text('mfa_secret'),
    mfaEnabledAt: at('mfa_enabled_at'),
    /** The time step of the last code accepted: a code works once. */
    mfaLastStep: integer('mfa_last_step'),
    /** Wrong two-factor codes given after a right password since the last right one (second-factor.ts). */
    mfaFailedCodes: integer('mfa_failed_codes').notNull().default(0),
    /** Set at the tenth wrong code: authenticator codes are refused until a recovery code or an admin's reset. */
    mfaLockedAt: at('mfa_locked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** Staff bearer tokens, stored as SHA-256 hashes only. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    ...hashedCredentialColumns(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
  },
  (t) => [index('staff_tokens_user_idx').on(t.userId)],
);

/**
 * Links sent by email that let their holder choose a password once (a reset, or an invitation to a
 * new staff or client account). Only the token's hash is stored.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** password_reset | invitation */
    purpose: text('purpose').notNull(),
    /** staff | client */
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_subject_idx').on(t.subjectKind, t.subjectId)],
);

/**
 * Sign-ins on the landing side (the sessions store): `sid` is the SHA-256 of the cookie's
 * random value, `sess` says who it is, `expire` when it ends; expired rows are swept.
 */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: at('expire').notNull(),
  },
  (t) => [index('sessions_expire_idx').on(t.expire)],
);

/** Single-use recovery codes of a staff member's two-factor sign-in, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

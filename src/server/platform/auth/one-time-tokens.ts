import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oneTimeTokens } from '../db/schema';
import { hashToken, newSecretToken } from './tokens';

export type OneTimePurpose = 'password_reset' | 'invitation';
export type SubjectKind = 'staff' | 'client';
export interface TokenSubject {
  kind: SubjectKind;
  id: number;
}

/**
 * Issues a single-use token for a subject, valid `minutes`; earlier unused tokens of the same purpose
 * for that subject stop working (only the latest emailed link counts). Call it in the transaction
 * that queues the email carrying it.
 */
export async function issueOneTimeToken(db: Db, subject: TokenSubject, purpose: OneTimePurpose, minutes: number): Promise<string> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.subjectKind, subject.kind),
        eq(oneTimeTokens.subjectId, subject.id),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const token = newSecretToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    purpose,
    subjectKind: subject.kind,
    subjectId: subject.id,
    expiresAt: sql`now() + make_interval(mins => ${minutes})`,
  });
  return token;
}

/** The rows of a live token: this one, unused, unexpired, of one of these purposes (and kind, when given). */
const liveToken = (token: string, purposes: readonly OneTimePurpose[], kind?: SubjectKind) =>
  and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    isNull(oneTimeTokens.usedAt),
    sql`${oneTimeTokens.expiresAt} > now()`,
    sql`${oneTimeTokens.purpose} in (${sql.join(
      purposes.map((p) => sql`${p}`),
      sql`, `,
    )})`,
    kind ? eq(oneTimeTokens.subjectKind, kind) : undefined,
  );

const subjectColumns = { kind: oneTimeTokens.subjectKind, id: oneTimeTokens.subjectId, purpose: oneTimeTokens.purpose };
const toSubject = (row: { kind: string; id: number; purpose: string } | undefined) =>
  row ? { kind: row.kind as SubjectKind, id: row.id, purpose: row.purpose as OneTimePurpose } : null;

/** Looks a token up among the live ones of `purposes` (and of `kind`, if given): its subject, or null. */
type LiveTokenLookup = (
  db: Db,
  token: string,
  purposes: readonly OneTimePurpose[],
  kind?: SubjectKind,
) => Promise<(TokenSubject & { purpose: OneTimePurpose }) | null>;

/** Uses a token up: its subject if it was live (right purpose, unused, unexpired), else null. Two uses at once: one wins. */
export const consumeOneTimeToken: LiveTokenLookup = async (db, token, purposes, kind) => {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(liveToken(token, purposes, kind))
    .returning(subjectColumns);
  return toSubject(row);
};

/** The subject of a live token, leaving it unused (a page asking whether its link still works). */
export const findLiveOneTimeToken: LiveTokenLookup = async (db, token, purposes, kind) => {
  const [row] = await db
    .select(subjectColumns)
    .from(oneTimeTokens)
    .where(liveToken(token, purposes, kind));
  return toSubject(row);
};

/** Every unused token of a subject stops working (the account was erased or deactivated, or its password was just set). */
export async function revokeOneTimeTokens(db: Db, subject: TokenSubject): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(oneTimeTokens.subjectKind, subject.kind), eq(oneTimeTokens.subjectId, subject.id), isNull(oneTimeTokens.usedAt)));
}

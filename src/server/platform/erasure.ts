import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { OPEN_COMPLAINT_STATUSES } from '../../contract/complaints/complaints';
import type { Db } from './db/client';
import { auditLog, chatRooms, contactSubmissions, mailOutbox, oneTimeTokens } from './db/schema';

/** What stands in an audit entry for a value that was about an erased person. */
export const ERASED = '[erased]';

const erasedValues = (column: typeof auditLog.before | typeof auditLog.after) =>
  sql`case when jsonb_typeof(${column}) = 'object'
    then (select coalesce(jsonb_object_agg(key, to_jsonb(${ERASED}::text)), '{}'::jsonb) from jsonb_object_keys(${column}) key)
    else null end`;

/**
 * Keeps that audited things happened, not what they held: every value in the entries' before and
 * after becomes ERASED (the keys stay, so the entry still says which fields changed).
 */
export async function eraseAuditValues(tx: Db, entityType: string, entityIds: readonly (number | string)[]): Promise<void> {
  if (entityIds.length === 0) return;
  await tx
    .update(auditLog)
    .set({ before: erasedValues(auditLog.before), after: erasedValues(auditLog.after) })
    .where(
      // One array parameter: a purge may erase more entities than a statement may carry parameters (65,535).
      and(eq(auditLog.entityType, entityType), sql`${auditLog.entityId} = any(${sql.param(entityIds.map(String))}::text[])`),
    );
}

/**
 * Erases what is held about a person under their email outside their lead and account: their
 * contact messages, the chats they had as a visitor, and every email sent or queued to them. Their
 * complaints stay, for the complaint's own period (DISP 1.9; UK GDPR 17(3)(b)): the register must show
 * who complained; an erasure waits while one is open (`refuseErasureForComplaint`).
 */
export async function eraseTracesOf(tx: Db, email: string): Promise<void> {
  const address = email.toLowerCase();
  await tx.delete(contactSubmissions).where(eq(sql`lower(${contactSubmissions.email})`, address));
  await tx.delete(chatRooms).where(and(isNull(chatRooms.clientAccountId), eq(sql`lower(${chatRooms.contactEmail})`, address)));
  await tx.delete(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, address));
}

/** The one-time links (invitation, password reset) of a client or staff member. */
export async function eraseOneTimeTokens(tx: Db, subjectKind: 'client' | 'staff', subjectId: number): Promise<void> {
  await tx.delete(oneTimeTokens).where(and(eq(oneTimeTokens.subjectKind, subjectKind), eq(oneTimeTokens.subjectId, subjectId)));
}

/** A condition on the complaint row `c`: it is still open (no final response or summary resolution yet). */
export const complaintIsOpen = (): SQL => sql`c.status = any(${sql.param([...OPEN_COMPLAINT_STATUSES])}::text[])`;

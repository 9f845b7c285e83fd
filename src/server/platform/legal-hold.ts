import { sql } from 'drizzle-orm';
import { heldRecordMessage, openComplaintErasureMessage } from '../../contract/shared/fields';
import { recordAudit } from './audit';
import type { Db } from './db/client';
import { HttpError } from './http-error';

/** The columns a hold change sets: the reason and when, or neither once released. Nothing when the change has no hold. */
export function holdColumns(change: { legalHold?: boolean; holdReason?: string }) {
  if (change.legalHold === undefined) return {};
  return change.legalHold ? { legalHoldReason: change.holdReason ?? '', legalHoldAt: sql`now()` } : { legalHoldReason: null, legalHoldAt: null };
}

/** Audits a hold placed or released (`before` is the reason it had). */
export async function auditHoldChange(
  tx: Db,
  entity: { type: string; id: number; action: string },
  before: string | null,
  change: { legalHold?: boolean; holdReason?: string },
  actorUserId: number,
): Promise<void> {
  if (change.legalHold === undefined) return;
  const after = change.legalHold ? (change.holdReason ?? '') : null;
  if (after === before) return;
  await recordAudit(tx, {
    actorUserId,
    action: `${entity.action}.${after === null ? 'hold_released' : 'hold_placed'}`,
    entityType: entity.type,
    entityId: entity.id,
    before: { holdReason: before },
    after: { holdReason: after },
  });
}

/**
 * An erasure asked of a held record: audits the refusal in its own transaction (it must stay when the
 * request fails) and answers 409 with the hold's reason.
 */
export async function refuseHeldErasure(
  db: Db,
  entity: { type: string; id: number; action: string },
  reason: string,
  actorUserId: number | null,
): Promise<never> {
  await recordAudit(db, {
    actorUserId,
    action: `${entity.action}.erasure_refused`,
    entityType: entity.type,
    entityId: entity.id,
    after: { holdReason: reason },
  });
  throw new HttpError(409, heldRecordMessage(reason));
}

/**
 * An erasure asked while the person has a complaint still open (its reference): audited like a held
 * record's refusal, in its own transaction, and answered 409 saying why.
 */
export async function refuseErasureForComplaint(
  db: Db,
  entity: { type: string; id: number; action: string },
  reference: string,
  actorUserId: number | null,
): Promise<never> {
  await recordAudit(db, {
    actorUserId,
    action: `${entity.action}.erasure_refused`,
    entityType: entity.type,
    entityId: entity.id,
    after: { openComplaint: reference },
  });
  throw new HttpError(409, openComplaintErasureMessage(reference));
}

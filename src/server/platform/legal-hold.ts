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

type ErasedEntity = { type: string; id: number; action: string };

/** A refused erasure: audited in its own transaction (it must stay when the request fails), then 409. */
async function refuseErasure(
  db: Db,
  entity: ErasedEntity,
  why: Record<string, string>,
  message: string,
  actorUserId: number | null,
): Promise<never> {
  await recordAudit(db, { actorUserId, action: `${entity.action}.erasure_refused`, entityType: entity.type, entityId: entity.id, after: why });
  throw new HttpError(409, message);
}

/** An erasure asked of a held record: refused with the hold's reason. */
export const refuseHeldErasure = (db: Db, entity: ErasedEntity, reason: string, actorUserId: number | null) =>
  refuseErasure(db, entity, { holdReason: reason }, heldRecordMessage(reason), actorUserId);

/** An erasure asked while the person has a complaint still open (its reference): refused saying why. */
export const refuseErasureForComplaint = (db: Db, entity: ErasedEntity, reference: string, actorUserId: number | null) =>
  refuseErasure(db, entity, { openComplaint: reference }, openComplaintErasureMessage(reference), actorUserId);

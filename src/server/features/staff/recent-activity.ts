import { desc, eq } from 'drizzle-orm';
import { ACTIVITY_LIMIT, type ActivityItem, activityLabel } from '../../../contract/staff/landing';
import type { Db } from '../../platform/db/client';
import { auditLog } from '../../platform/db/schema';

/** The member's own latest audited actions, newest first, each with what it says to them. */
export async function recentActivity(db: Db, staffId: number): Promise<ActivityItem[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(eq(auditLog.actorUserId, staffId))
    .orderBy(desc(auditLog.id))
    .limit(ACTIVITY_LIMIT);
  return rows.map((row) => ({ ...row, label: activityLabel(row.action), createdAt: new Date(row.createdAt).toISOString() }));
}

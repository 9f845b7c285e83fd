import type { SiteContent, SiteContentKey } from '../../../contract/content/content';
import { recordAudit } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { getSiteContent, saveSiteContentSection } from './service';

/** Replaces one section of the site content (audited, before and after); answers it as stored. */
export async function saveSection<K extends SiteContentKey>(db: Db, key: K, value: SiteContent[K], staffId: number): Promise<SiteContent[K]> {
  const before = (await getSiteContent(db))[key];
  return db.transaction(async (tx) => {
    const stored = await saveSiteContentSection(tx, key, value, staffId);
    await recordAudit(tx, { actorUserId: staffId, action: 'content.updated', entityType: 'site_content', entityId: key, before, after: stored });
    return stored;
  });
}

import { siteContentSchema, type SiteContent, type SiteContentKey, storedSectionSchemas } from '../../../contract/content/content';
import type { Db } from '../../platform/db/client';
import { siteContent } from '../../platform/db/schema';

/** The site content as stored; a section never written, or no longer valid, is its empty default. */
export async function getSiteContent(db: Db): Promise<SiteContent> {
  const rows = await db.select({ key: siteContent.key, value: siteContent.value }).from(siteContent);
  const defaults = siteContentSchema.parse({});
  const content: Record<string, unknown> = { ...defaults };
  for (const row of rows) {
    const section = storedSectionSchemas[row.key as SiteContentKey];
    if (!section) continue;
    const parsed = section.safeParse(row.value);
    if (parsed.success) content[row.key] = parsed.data;
  }
  return content as SiteContent;
}

export async function saveSiteContentSection<K extends SiteContentKey>(
  db: Db,
  key: K,
  value: SiteContent[K],
  updatedBy: number | null,
): Promise<SiteContent[K]> {
  const parsed = storedSectionSchemas[key].parse(value) as SiteContent[K];
  const updatedAt = new Date().toISOString();
  await db
    .insert(siteContent)
    .values({ key, value: parsed, updatedBy, updatedAt })
    .onConflictDoUpdate({ target: siteContent.key, set: { value: parsed, updatedBy, updatedAt } });
  return parsed;
}

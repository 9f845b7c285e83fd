// `npm run seed:demo`: loads the example site content into the configured database.
import type { SiteContent } from '../../contract/content/content';
import { loadConfig } from '../platform/config';
import { openConfiguredDatabase } from '../platform/db/open-from-config';
import { demoContent, saveSiteContentSection } from '../features/content';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
for (const key of Object.keys(demoContent) as (keyof SiteContent)[]) {
  await saveSiteContentSection(database.db, key, demoContent[key], null);
}
await database.close();
console.log('Example content loaded. Every item is labelled "Example" on the page.');

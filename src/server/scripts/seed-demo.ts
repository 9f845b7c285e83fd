// `npm run seed:demo`: loads the example site content into the configured database.
import type { SiteContent } from '../../contract/content/content';
import { loadConfig } from '../platform/config';
import { openConfiguredDatabase } from '../platform/db/open-from-config';
import { demoContent } from '../features/content/demo-content';
import { saveSiteContentSection } from '../features/content/service';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
for (const key of Object.keys(demoContent) as (keyof SiteContent)[]) {
  await saveSiteContentSection(database.db, key, demoContent[key], null);
}
await database.close();
console.log('Example content loaded. Every item is labelled "Example" on the page.');

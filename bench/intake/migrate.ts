/** Brings the bench database's schema up to date with the server's own migrations. */
import { openDatabase } from '../../src/server/platform/db/client';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = await openDatabase({ url, poolSize: 2 });
await database.migrate();
await database.close();

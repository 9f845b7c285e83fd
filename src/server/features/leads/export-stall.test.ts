import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoints } from '../../../contract/leads/endpoints';
import { endpointUrl } from '../../../contract/shared/endpoint';
import { queryRows } from '../../platform/db/client';
import { createTestStaff, heldDownload, seedLeads, serverClosed, signInStaff, startTestApp, type TestApp } from '../../testing';

// An export whose reader stops taking it must not hold its database connection and buffers for as long
// as the reader stays connected: after DOWNLOAD_STALL_MS (short here) the server ends it.

const STALL_MS = 300;
let open: TestApp;
let token: string;

beforeAll(async () => {
  open = await startTestApp({ DOWNLOAD_STALL_MS: String(STALL_MS) });
  const staff = await createTestStaff(open.database.db, { isAdmin: true });
  token = await signInStaff(open.baseUrl, staff.email, staff.password);
  // About 12 MB of CSV (and of XLSX: the case details do not compress): more than the sockets buffer.
  await seedLeads(
    open.database.db,
    Array.from({ length: 8000 }, (_, n) => ({ email: `stall${n}@example.com`, caseDetails: randomBytes(1100).toString('base64') })),
  );
}, 120_000);

afterAll(async () => open?.close());

/** Statements of this database still running, other than this one. */
const running = async () =>
  (
    await queryRows<{ query: string }>(
      open.database.db,
      sql`select query from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    )
  ).map((r) => r.query);

describe('a lead export whose reader stops reading', () => {
  for (const format of ['csv', 'xlsx'] as const) {
    it(`is ended by the server after the stall time, its database work with it (${format})`, async () => {
      const download = await heldDownload(open.baseUrl, endpointUrl(leadEndpoints.exportFile, { query: { format } }), { token });
      expect(download.status).toBe(200);
      const started = Date.now();
      expect(await serverClosed(open, download.localPort, 10_000), 'the server closed the connection').toBe(true);
      expect(Date.now() - started).toBeGreaterThanOrEqual(STALL_MS);
      await expect.poll(running, { timeout: 5_000 }).not.toContainEqual(expect.stringMatching(/lead_export|^copy /i));
      // What the socket held reaches the reader, and no more: the file is cut short.
      expect((await download.readRest()).complete).toBe(false);
    });
  }
});

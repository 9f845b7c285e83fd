import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimEndpoints, paymentEndpoints } from '../../../contract/claims/endpoints';
import { claimPackEndpoints } from '../../../contract/claims/pack-endpoints';
import { endpointUrl } from '../../../contract/shared/endpoint';
import { queryRows } from '../../platform/db/client';
import {
  callApi,
  heldDownload,
  quickClient,
  serverClosed,
  setUpAppWithMailAndAdmin,
  setUpCaseworker,
  tinyPdf,
  uploadDocument,
} from '../../testing';

// A pack's ZIP whose reader stops taking it must not hold the document's COPY, its connection and its
// buffers for as long as the reader stays connected: after DOWNLOAD_STALL_MS (short here) it is ended.

const STALL_MS = 300;
const t = setUpAppWithMailAndAdmin({ DOWNLOAD_STALL_MS: String(STALL_MS) });
const caseworker = setUpCaseworker(() => t.open, {});
const base = () => t.open.baseUrl;
const db = () => t.open.database.db;

describe("a pack's ZIP whose reader stops reading", () => {
  it('is ended by the server after the stall time, the COPY of its document with it', async () => {
    const client = await quickClient(db(), 'GBP');
    const paid = (
      await callApi(base(), paymentEndpoints.record, {
        params: { id: client.id },
        body: { paidAt: '2026-10-01', amount: '500.00', currency: 'GBP', method: 'faster_payment', payerInstitution: 'Northgate Bank' },
        token: caseworker.token,
      })
    ).reply(201);
    const claim = (
      await callApi(base(), claimEndpoints.open, {
        params: { id: client.id },
        body: { type: 'app_reimbursement', counterparty: 'Northgate Bank', paymentIds: [paid.id] },
        token: caseworker.token,
      })
    ).reply(201);
    // More than the sockets buffer, so the server is still sending it when the reader stops.
    const bytes = Buffer.concat([tinyPdf(), Buffer.from('%'), randomBytes(9_000_000), Buffer.from('\n')]);
    const document = (await uploadDocument(base(), client.cookie, { clientAccountId: client.id, fileName: 'Statement.pdf', bytes })).reply(201);
    (
      await callApi(base(), claimPackEndpoints.choose, { params: { id: claim.id }, body: { documentIds: [document.id] }, token: caseworker.token })
    ).reply(200);

    const download = await heldDownload(base(), endpointUrl(claimPackEndpoints.zip, { params: { id: claim.id } }), { token: caseworker.token });
    expect(download.status).toBe(200);
    const started = Date.now();
    expect(await serverClosed(t.open, download.localPort, 10_000), 'the server closed the connection').toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(STALL_MS);
    const copies = async () =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'copy (%'
            and state <> 'idle' and pid <> pg_backend_pid()`,
        )
      )[0].n;
    await expect.poll(copies, { timeout: 5_000 }).toBe(0);
    expect((await download.readRest()).complete).toBe(false);
  });
});

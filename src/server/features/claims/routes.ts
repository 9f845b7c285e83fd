import { PassThrough, pipeline } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { claimEndpoints, paymentEndpoints } from '../../../contract/claims/endpoints';
import { claimPackEndpoints, PDF_CONTENT_TYPE, ZIP_CONTENT_TYPE } from '../../../contract/claims/pack-endpoints';
import { ownAccount } from '../../platform/auth/client-sessions';
import { actingStaff } from '../../platform/auth/staff-guard';
import { implement } from '../../platform/endpoints';
import { type LimitWindow, perClientAccount } from '../../platform/rate-limits';
import { endWhenReaderStalls } from '../../platform/stalled-reader';
import { attachmentHeaders } from '../documents';
import { accountClaims } from './account-claims';
import { clientClaims } from './client-claims';
import { choosePackDocuments } from './choose-pack-documents';
import { accountFacts, type ClaimsContext } from './context';
import { deletePayment } from './delete-payment';
import { listClaims, queueCounts } from './list-claims';
import { openClaim } from './open-claim';
import { paymentList } from './payment-rows';
import { paymentRoutes } from './payment-routes';
import { readClaim } from './read-claim';
import { readClaimPack } from './read-claim-pack';
import { recordClaimEvent } from './record-claim-event';
import { recordPayment } from './record-payment';
import { referClaim } from './refer-claim';
import { updateClaim } from './update-claim';
import { updatePayment } from './update-payment';
import { writeClaimPack } from './write-claim-pack';
import { zipClaimPack } from './zip-claim-pack';

/** Payments and claims for staff; registered inside the guarded admin scope. */
export async function adminClaimRoutes(app: FastifyInstance, options: { context: ClaimsContext; downloadStallMs: number }) {
  const { context } = options;
  const staffId = (request: Parameters<typeof actingStaff>[0]) => actingStaff(request).id;

  implement(app, paymentEndpoints.listForAccount, async (request) => {
    await accountFacts(context, context.db, request.params.id);
    return paymentList(context.db, request.params.id);
  });
  implement(app, paymentEndpoints.record, async (request, reply) =>
    reply.code(201).send(await recordPayment(context, request.params.id, request.body, { staffId: staffId(request), status: 'confirmed' })),
  );
  implement(app, paymentEndpoints.update, async (request) => updatePayment(context, request.params.id, request.body, staffId(request)));
  implement(app, paymentEndpoints.remove, async (request, reply) => {
    await deletePayment(context, request.params.id, staffId(request));
    return reply.code(204).send(null);
  });

  implement(app, claimEndpoints.routes, async (request) => ({ items: await paymentRoutes(context, request.params.id) }));
  implement(app, claimEndpoints.listForAccount, async (request) => ({ items: await accountClaims(context, request.params.id) }));
  implement(app, claimEndpoints.open, async (request, reply) =>
    reply.code(201).send(await openClaim(context, request.params.id, request.body, staffId(request))),
  );
  implement(app, claimEndpoints.read, async (request) => readClaim(context, request.params.id));
  implement(app, claimEndpoints.update, async (request) => updateClaim(context, request.params.id, request.body, staffId(request)));
  implement(app, claimEndpoints.recordEvent, async (request, reply) =>
    reply.code(201).send(await recordClaimEvent(context, request.params.id, request.body, staffId(request))),
  );
  implement(app, claimEndpoints.refer, async (request, reply) =>
    reply.code(201).send(await referClaim(context, request.params.id, staffId(request))),
  );
  implement(app, claimEndpoints.list, async (request) => listClaims(context, request.query, staffId(request)));
  implement(app, claimEndpoints.queueCounts, async (request) => queueCounts(context, staffId(request)));

  implement(app, claimPackEndpoints.contents, async (request) => readClaimPack(context.db, request.params.id));
  implement(app, claimPackEndpoints.choose, async (request) => choosePackDocuments(context, request.params.id, request.body, staffId(request)));
  implement(app, claimPackEndpoints.pdf, async (request, reply) => {
    const { fileName, pdf } = await writeClaimPack(context, request.params.id, { staffId: staffId(request) });
    return reply.headers(attachmentHeaders(fileName, PDF_CONTENT_TYPE)).send(pdf);
  });
  implement(app, claimPackEndpoints.zip, async (request, reply) => {
    const { fileName, zip } = await zipClaimPack(context, request.params.id, staffId(request));
    // Through a PassThrough, the stream the response reads, which the stall watch can see fill up.
    const out = new PassThrough();
    pipeline(zip, out, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        request.log.error({ err: error }, 'claim pack ZIP failed');
    });
    endWhenReaderStalls(out, options.downloadStallMs);
    return reply.headers(attachmentHeaders(fileName, ZIP_CONTENT_TYPE)).send(out);
  });
}

/** The signed-in client's payments and claims; registered inside the client scope. */
export async function clientClaimRoutes(app: FastifyInstance, options: { context: ClaimsContext; packLimit: LimitWindow }) {
  const { context } = options;
  implement(app, paymentEndpoints.listForClient, async (request) => paymentList(context.db, ownAccount(request, request.params.accountId)));
  implement(app, paymentEndpoints.report, async (request, reply) => {
    const { clientAccountId, ...payment } = request.body;
    const accountId = ownAccount(request, clientAccountId);
    return reply.code(201).send(await recordPayment(context, accountId, payment, { staffId: null, status: 'reported' }));
  });
  implement(app, claimEndpoints.listForClient, async (request) => ({
    items: await clientClaims(context, ownAccount(request, request.params.accountId)),
  }));
  implement(
    app,
    claimPackEndpoints.pdfForClient,
    async (request, reply) => {
      const { fileName, pdf } = await writeClaimPack(context, request.params.claimId, { clientAccountId: ownAccount(request) });
      return reply.headers(attachmentHeaders(fileName, PDF_CONTENT_TYPE)).send(pdf);
    },
    { config: { rateLimit: perClientAccount(options.packLimit) } },
  );
}

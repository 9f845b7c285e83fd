import { z } from 'zod';
import { endpoint } from '../shared/endpoint';
import { idParamSchema, STAFF_LIST_PAGING } from '../shared/fields';
import { messageSchema } from '../shared/password-reset';
import { failures, fileReply, noContent } from '../shared/replies';
import {
  clientAccountDetailSchema,
  clientAccountListQuerySchema,
  clientAccountListSchema,
  clientAccountSavedSchema,
  clientAccountSchema,
  clientLedgerSchema,
  clientLoginSchema,
  createClientAccountSchema,
  ledgerEntryParamsSchema,
  recordRecoverySchema,
  reverseEntrySchema,
  updateClientAccountSchema,
} from './accounts';
import { caseUpdateSchema, clientTimelineSchema, postCaseUpdateSchema, timelineSchema } from './case-progress';
import { changeClientPasswordSchema, endedSessionsSchema } from './client-password';

type ClientAccountChange = z.input<typeof updateClientAccountSchema>;

/** Staff's client accounts: opening one, the list, one account, its active flag and hold, the ledger, export and erasure. */
export const accountEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/api/admin/client-accounts',
    access: 'caseworker',
    description:
      "Creates a lead's client account, or updates the one with that email ('updated' in the message). An existing account's password is the client's own: sending one for it answers 409. A caseworker opens an account only from a lead, under the lead's own email and without a password (the client is emailed an invitation to choose theirs); anything else is an admin's (403).",
    body: createClientAccountSchema,
    replies: { 200: clientAccountSavedSchema, 201: clientAccountSavedSchema, ...failures(400, 401, 403, 404, 409) },
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts',
    access: 'caseworker',
    description: `Accounts by search (\`q\`: email, name, or a case ID); \`updateOverdue=true\` keeps those whose client has had no update they can see for CLIENT_UPDATE_DAYS. ${STAFF_LIST_PAGING}`,
    query: clientAccountListQuerySchema,
    replies: { 200: clientAccountListSchema, ...failures(400, 401) },
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts/:id',
    access: 'caseworker',
    params: idParamSchema,
    replies: { 200: clientAccountDetailSchema, ...failures(400, 401, 404) },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/admin/client-accounts/:id',
    access: 'caseworker',
    params: idParamSchema,
    // A PATCH without a body changes nothing rather than failing.
    body: z.preprocess((value: ClientAccountChange | null | undefined) => value ?? {}, updateClientAccountSchema),
    replies: { 200: clientAccountSchema, ...failures(400, 401, 403, 404) },
  }),
  exportPersonalData: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts/:id/export',
    access: 'admin',
    description: 'Everything held about the client (UK GDPR access request): a ZIP of personal-data.json and their document files.',
    params: idParamSchema,
    produces: ['application/zip'],
    replies: { 200: fileReply('application/zip'), ...failures(400, 401, 403, 404) },
  }),
  erase: endpoint({
    method: 'DELETE',
    path: '/api/admin/client-accounts/:id',
    access: 'admin',
    description: "Erases the client's personal data everywhere; a legal hold on the account or its lead refuses it (409).",
    params: idParamSchema,
    replies: { ...noContent, ...failures(400, 401, 403, 404, 409) },
  }),
  recordRecovery: endpoint({
    method: 'POST',
    path: '/api/admin/client-accounts/:id/ledger',
    access: 'caseworker',
    description: 'Records money received for the client, with its evidence.',
    params: idParamSchema,
    body: recordRecoverySchema,
    replies: { 201: clientAccountSchema, ...failures(400, 401, 404, 409) },
  }),
  reverseEntry: endpoint({
    method: 'POST',
    path: '/api/admin/client-accounts/:id/ledger/:entryId/reverse',
    access: 'admin',
    description: 'Corrects an entry with a reversing entry.',
    params: ledgerEntryParamsSchema,
    body: reverseEntrySchema,
    replies: { 201: clientAccountSchema, ...failures(400, 401, 403, 404, 409) },
  }),
};

/** A case's progress: the updates staff post on it, its timeline for staff, and the client's own. */
export const caseProgressEndpoints = {
  postUpdate: endpoint({
    method: 'POST',
    path: '/api/admin/client-accounts/:id/updates',
    access: 'caseworker',
    description: 'Posts a dated update on the case, moving it to `stage` when given; the client is emailed when they can see it.',
    params: idParamSchema,
    body: postCaseUpdateSchema,
    replies: { 201: z.object({ update: caseUpdateSchema, account: clientAccountSchema }), ...failures(400, 401, 404, 409) },
  }),
  timeline: endpoint({
    method: 'GET',
    path: '/api/admin/client-accounts/:id/timeline',
    access: 'caseworker',
    description: 'Every update, stage change, ledger entry, payout and document event of the case, oldest first, with who did it.',
    params: idParamSchema,
    replies: { 200: timelineSchema, ...failures(400, 401, 404) },
  }),
  clientTimeline: endpoint({
    method: 'GET',
    path: '/api/client/timeline/:id',
    access: 'client',
    description: "What has happened on the client's own case, newest first.",
    params: idParamSchema,
    replies: { 200: clientTimelineSchema, ...failures(400, 401, 404) },
  }),
};

/** The client's side: signing in and out, their own account and ledger, their password and other sessions. */
export const clientAccountEndpoints = {
  signIn: endpoint({
    method: 'POST',
    path: '/api/client/login',
    access: 'public',
    description: 'Client sign-in: sets the session cookie.',
    body: clientLoginSchema,
    replies: { 200: clientAccountSchema, ...failures(400, 401, 429) },
  }),
  signOut: endpoint({
    method: 'POST',
    path: '/api/client/logout',
    access: 'public',
    replies: { ...noContent, ...failures(403) },
  }),
  session: endpoint({
    method: 'GET',
    path: '/api/client/session',
    access: 'client',
    replies: { 200: clientAccountSchema, ...failures(401) },
  }),
  account: endpoint({
    method: 'GET',
    path: '/api/client/account/:id',
    access: 'client',
    params: idParamSchema,
    replies: { 200: clientAccountSchema, ...failures(400, 401, 404) },
  }),
  ledger: endpoint({
    method: 'GET',
    path: '/api/client/ledger/:id',
    access: 'client',
    params: idParamSchema,
    replies: { 200: clientLedgerSchema, ...failures(400, 401, 404) },
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/api/client/password',
    access: 'client',
    description: "Changes the signed-in client's password after checking the current one; their other sessions and emailed links end.",
    body: changeClientPasswordSchema,
    replies: { 200: messageSchema, ...failures(400, 401, 403, 429) },
  }),
  endOtherSessions: endpoint({
    method: 'POST',
    path: '/api/client/sessions/end-others',
    access: 'client',
    description: "Ends every session of the signed-in client but this one (a phone or computer they no longer use, or someone else's).",
    replies: { 200: endedSessionsSchema, ...failures(401, 403, 429) },
  }),
};

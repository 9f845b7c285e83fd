import type { CreateDocumentRequest, OutstandingRequestQuery } from '../../../contract/documents/requests';
import type { Db } from '../../platform/db/client';
import type { Notifier } from '../../platform/mail/notifier';
import { answerRequest, assertRequestOpen, requestReviewed } from './requests/answer-document-request';
import { createDocumentRequest } from './requests/create-document-request';
import { listDocumentRequests, listOutstandingRequests } from './requests/list-document-requests';

/** Documents staff ask a client for: the client's checklist, answered by uploads. */
export function createDocumentRequests(db: Db, notifier: Notifier) {
  return {
    create: (accountId: number, input: CreateDocumentRequest, actorUserId: number) =>
      createDocumentRequest(db, notifier, accountId, input, actorUserId),
    outstanding: (query: OutstandingRequestQuery) => listOutstandingRequests(db, query),
    list: (accountId: number) => listDocumentRequests(db, accountId),
    assertOpen: assertRequestOpen,
    answer: answerRequest,
    reviewed: requestReviewed,
  };
}

export type DocumentRequests = ReturnType<typeof createDocumentRequests>;

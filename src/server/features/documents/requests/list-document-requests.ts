import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type DocumentRequest,
  OPEN_DOCUMENT_REQUEST_STATUSES,
  type OutstandingRequestList,
  type OutstandingRequestQuery,
} from '../../../../contract/documents/requests';
import type { Db } from '../../../platform/db/client';
import { clientAccounts, documentRequests as requests } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/http-error';
import { ACCOUNT_NOT_FOUND, toRequest } from './request-rows';

/** The account's requests; an account that does not exist is a 404, not an empty list. */
export async function listDocumentRequests(db: Db, accountId: number): Promise<DocumentRequest[]> {
  const rows = await db.select().from(requests).where(eq(requests.clientAccountId, accountId)).orderBy(asc(requests.id));
  if (rows.length === 0) {
    const [account] = await db.select({ id: clientAccounts.id }).from(clientAccounts).where(eq(clientAccounts.id, accountId));
    if (!account) throw new HttpError(404, ACCOUNT_NOT_FOUND);
  }
  return rows.map(toRequest);
}

/** A page of the requests still waiting on a client (asked, or to be sent again), soonest due first, with how many there are. */
export async function listOutstandingRequests(db: Db, { page, pageSize }: OutstandingRequestQuery): Promise<OutstandingRequestList> {
  const open = inArray(requests.status, [...OPEN_DOCUMENT_REQUEST_STATUSES]);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ request: requests, email: clientAccounts.email, firstName: clientAccounts.firstName, lastName: clientAccounts.lastName })
      .from(requests)
      .innerJoin(clientAccounts, eq(clientAccounts.id, requests.clientAccountId))
      .where(open)
      .orderBy(sql`${requests.dueDate} asc nulls last`, asc(requests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    // Every request belongs to an account (deleted with it), so the join drops none.
    db.select({ total: count() }).from(requests).where(open),
  ]);
  const items = rows.map((row) => ({
    ...toRequest(row.request),
    clientEmail: row.email,
    clientFirstName: row.firstName,
    clientLastName: row.lastName,
  }));
  return { items, total, page, pageSize };
}

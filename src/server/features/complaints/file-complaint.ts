import { eq } from 'drizzle-orm';
import type { Complaint, StaffComplaint } from '../../../contract/complaints/complaints';
import { clientAccounts, clientSubmissions } from '../../platform/db/schema';
import { HttpError } from '../../platform/http-error';
import { type ComplaintsContext, insertComplaint, toClientView, toComplaint } from './complaint-views';

/** A client's complaint from the portal, received now. */
export async function fileByClient(ctx: ComplaintsContext, accountId: number, input: { subject: string; details: string }) {
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx.select().from(clientAccounts).where(eq(clientAccounts.id, accountId));
    if (!account) throw new HttpError(404, 'Account not found');
    const name = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
    const row = await insertComplaint(
      ctx,
      tx,
      {
        clientAccountId: accountId,
        leadId: account.submissionId,
        name,
        email: account.email,
        channel: 'portal',
        subject: input.subject,
        summary: input.details,
        receivedAt: ctx.now().toISOString(),
      },
      null,
    );
    return toClientView(ctx, row);
  });
}

/** A complaint staff received by phone, email or letter. */
export async function recordComplaint(ctx: ComplaintsContext, input: StaffComplaint, actorUserId: number): Promise<Complaint> {
  if (Date.parse(input.receivedAt) > ctx.now().getTime() + 60_000) throw new HttpError(400, 'When it was received cannot be in the future');
  return ctx.db.transaction(async (tx) => {
    let email = input.email;
    if (input.clientAccountId) {
      const [account] = await tx.select({ email: clientAccounts.email }).from(clientAccounts).where(eq(clientAccounts.id, input.clientAccountId));
      if (!account) throw new HttpError(404, 'Client account not found');
      // A client's complaint reaches them at their account's address unless they gave another.
      email ??= account.email;
    }
    if (input.leadId) {
      const [lead] = await tx.select({ id: clientSubmissions.id }).from(clientSubmissions).where(eq(clientSubmissions.id, input.leadId));
      if (!lead) throw new HttpError(404, 'Lead not found');
    }
    const row = await insertComplaint(
      ctx,
      tx,
      {
        clientAccountId: input.clientAccountId ?? null,
        leadId: input.leadId ?? null,
        name: input.name,
        email,
        contact: input.contact,
        channel: input.channel,
        summary: input.summary,
        receivedAt: new Date(input.receivedAt).toISOString(),
        createdBy: actorUserId,
      },
      actorUserId,
    );
    return toComplaint(ctx, row);
  });
}

import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { auditTrail } from '../../platform/audit';
import type { Db } from '../../platform/db/client';
import { chatRooms, complaints, contactSubmissions } from '../../platform/db/schema';
import { chatsWithMessages, emailsTo, leadForExport, personalDataZip } from '../../platform/personal-data-zip';
import { leadNotes } from './activity';
import { findLead } from './find-lead';
import { leadAddresses } from './lead-addresses';

/**
 * Everything held about the person behind a lead (UK GDPR access request), as one ZIP: the lead, its
 * history, their contact messages, visitor chats, complaints and the emails sent to them.
 */
export async function exportPerson(db: Db, id: number): Promise<Buffer> {
  const lead = await findLead(db, id);
  // Their own address and those of the leads merged into this one.
  const addresses = await leadAddresses(db, lead);
  const [contactMessages, rooms, complaintRows, history, notes, emails] = await Promise.all([
    db
      .select()
      .from(contactSubmissions)
      .where(inArray(sql`lower(${contactSubmissions.email})`, addresses)),
    db
      .select()
      .from(chatRooms)
      .where(and(isNull(chatRooms.clientAccountId), or(eq(chatRooms.leadId, id), inArray(sql`lower(${chatRooms.contactEmail})`, addresses)))),
    db
      .select()
      .from(complaints)
      .where(or(eq(complaints.leadId, id), inArray(sql`lower(${complaints.email})`, addresses))),
    auditTrail(db, 'lead', id),
    leadNotes(db, lead),
    Promise.all(addresses.map((address) => emailsTo(db, address))).then((lists) => lists.flat()),
  ]);
  return personalDataZip(
    {
      exportedAt: new Date().toISOString(),
      lead: leadForExport(lead),
      history,
      notes,
      contactMessages,
      complaints: complaintRows,
      chats: await chatsWithMessages(db, rooms),
      emails,
    },
    [],
  );
}

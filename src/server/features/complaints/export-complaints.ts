import { CSV_BYTE_ORDER_MARK, csvLine, neutraliseCell } from '../../platform/csv';
import { complaints } from '../../platform/db/schema';
import { type ComplaintsContext, toComplaint } from './complaint-views';

/** The register as CSV, for the regulator's complaints return (cells a spreadsheet could run are kept as text). */
export async function exportComplaintsCsv(ctx: ComplaintsContext): Promise<string> {
  const header = [
    'Reference',
    'Received',
    'Channel',
    'Name',
    'Email',
    'How to reach',
    'Subject',
    'Summary',
    'Status',
    'Outcome',
    'Response',
    'Summary deadline',
    'Final deadline',
    'Overdue',
    'Closed',
  ];
  const rows = (await ctx.db.select().from(complaints).orderBy(complaints.receivedAt, complaints.id)).map((row) => toComplaint(ctx, row));
  return [
    CSV_BYTE_ORDER_MARK,
    csvLine(header),
    ...rows.map((c) =>
      csvLine(
        [
          c.reference,
          c.receivedAt,
          c.channel,
          c.name,
          c.email ?? '',
          c.contact ?? '',
          c.subject ?? '',
          c.summary,
          c.status,
          c.outcome ?? '',
          c.response ?? '',
          c.summaryDeadline,
          c.finalDeadline,
          c.overdue ? 'yes' : 'no',
          c.closedAt ?? '',
        ].map(neutraliseCell),
      ),
    ),
  ].join('');
}

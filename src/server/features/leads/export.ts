import { PassThrough } from 'node:stream';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { LeadListQuery } from '../../../contract/leads/list';
import { CSV_BYTE_ORDER_MARK } from '../../platform/csv';
import type { Database } from '../../platform/db/client';
import { clientSubmissions as leads } from '../../platform/db/schema';
import { copyCsvExport } from './copy-csv-export';
import { type ExportFormat, streamExportFromCursor } from './stream-export-from-cursor';
import { leadOrder, leadWhere } from './lead-filters';

export type { ExportFormat };

/** The export's file name: the leads and the day. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.${format}`;
}

type ExportQuery = Pick<LeadListQuery, 'q' | 'status' | 'priority' | 'assignedTo' | 'followUp' | 'sort' | 'order'> &
  Partial<Pick<LeadListQuery, 'source'>> & { ids?: number[]; viewerId?: number };

/**
 * Streams the leads a search selects, in the list's order, so memory stays flat whatever the count.
 * CSV on PostgreSQL: the database writes the file itself (COPY, copy-csv-export.ts). Otherwise (Excel,
 * or the embedded database): a cursor, a few thousand rows at a time, formatted here
 * (stream-export-from-cursor.ts). Returns the stream to send.
 */
export function streamLeadExport(
  database: Pick<Database, 'db' | 'copyOut'>,
  query: ExportQuery,
  format: ExportFormat,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough();
  if (format === 'csv') out.write(CSV_BYTE_ORDER_MARK);
  const conditions = [leadWhere(query, query.viewerId ?? null), query.ids?.length ? inArray(leads.id, query.ids) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  const where = conditions.length ? and(...conditions) : undefined;
  const order = leadOrder(query.sort, query.order);
  if (format === 'csv' && database.copyOut) copyCsvExport(database.db, database.copyOut, where, order, out, onError);
  else streamExportFromCursor(database.db, where, order, format, out, onError);
  return out;
}

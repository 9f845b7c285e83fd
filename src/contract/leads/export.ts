// The lead list as a CSV or XLSX file.
import { z } from 'zod';
import { MAX_ID } from './lead';
import { leadListQuerySchema } from './list';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
/** The export's query: the list's search, filters and sort (every page), the file's format, and optionally the selected rows alone. */
export const leadExportQuerySchema = leadListQuerySchema.omit({ page: true, pageSize: true }).extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' }).default('csv'),
  /** Comma-separated lead ids: exports just the selected rows. */
  ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'ids must be a comma-separated list of lead ids')
    .transform((v) => v.split(',').map(Number))
    .refine((ids) => ids.every((id) => id <= MAX_ID), 'ids must be a comma-separated list of lead ids')
    .optional(),
});
export const EXPORT_COLUMNS = [
  ['firstName', 'First Name'],
  ['lastName', 'Last Name'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['country', 'Country'],
  ['amount', 'Amount'],
  ['companyName', 'Company'],
  ['expertCallTime', 'Expert Call Time'],
  ['caseDetails', 'Case Details'],
  ['createdAt', 'Date'],
] as const;

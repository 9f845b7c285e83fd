import { endpoint } from '../shared/endpoint';
import { failures } from '../shared/replies';
import { type ReportName, reportQuerySchema, reportSchemas } from './reports';

export const REPORT_CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const produces = ['application/json', REPORT_CSV_CONTENT_TYPE] as const;
const PERIOD = 'from `from` to `to` (London days, both included; at most three years)';
const CSV = ' `format=csv` answers the same rows as a CSV attachment.';

/** A report's endpoint, admins only: the rows of the period it is asked for, as JSON or CSV. */
function reportEndpoint<R extends ReportName>(report: R, description: string) {
  return endpoint({
    method: 'GET',
    path: `/api/admin/reports/${report}`,
    access: 'admin',
    description,
    query: reportQuerySchema,
    produces,
    replies: { 200: reportSchemas[report], ...failures(400, 401, 403) },
  });
}
export type ReportEndpoint<R extends ReportName> = ReturnType<typeof reportEndpoint<R>>;

/**
 * The practice's reports, admins only: each computed by SQL over the records when asked. Typed by
 * name, so `reportEndpoints[report]` replies with that report's rows even for a report known only as `R`.
 */
export const reportEndpoints: { [R in ReportName]: ReportEndpoint<R> } = {
  leads: reportEndpoint(
    'leads',
    `Leads received per week (weeks start on Monday) by source, ${PERIOD}, and how many of them have a client account.${CSV}`,
  ),
  recovered: reportEndpoint(
    'recovered',
    `Money recovered per month by currency, from the ledger, ${PERIOD}: an entry counts in the month of its \`receivedOn\`, a reversal in the month it was recorded.${CSV}`,
  ),
  claims: reportEndpoint(
    'claims',
    `Claims decided per month (by their decision date) by type and outcome, ${PERIOD}, and for each counterparty the median days from filing to decision of the claims it decided in the period, slowest first.${CSV} \`table=counterparties\` makes the CSV of the counterparties.`,
  ),
  complaints: reportEndpoint(
    'complaints',
    `Complaints received per month, ${PERIOD}: how many, resolved within 3 business days, resolved within 8 weeks (those within 3 business days included), and still open more than 8 weeks after receipt.${CSV}`,
  ),
  chat: reportEndpoint(
    'chat',
    `Chat conversations started per week (by the visitor's first message; weeks start on Monday), ${PERIOD}, how many staff answered, and the median minutes to the first staff reply.${CSV}`,
  ),
};

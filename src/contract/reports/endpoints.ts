import { endpoint } from '../shared/endpoint';
import { failures } from '../shared/replies';
import {
  chatReportSchema,
  claimsReportSchema,
  complaintsReportSchema,
  leadsReportSchema,
  recoveredReportSchema,
  reportQuerySchema,
} from './reports';

export const REPORT_CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const produces = ['application/json', REPORT_CSV_CONTENT_TYPE] as const;
const PERIOD = 'from `from` to `to` (London days, both included; at most three years)';
const CSV = ' `format=csv` answers the same rows as a CSV attachment.';

/** The practice's reports, admins only: each computed by SQL over the records when asked. */
export const reportEndpoints = {
  leads: endpoint({
    method: 'GET',
    path: '/api/admin/reports/leads',
    access: 'admin',
    description: `Leads received per week (weeks start on Monday) by source, ${PERIOD}, and how many of them have a client account.${CSV}`,
    query: reportQuerySchema,
    produces,
    replies: { 200: leadsReportSchema, ...failures(400, 401, 403) },
  }),
  recovered: endpoint({
    method: 'GET',
    path: '/api/admin/reports/recovered',
    access: 'admin',
    description: `Money recovered per month by currency, from the ledger, ${PERIOD}: an entry counts in the month of its \`receivedOn\`, a reversal in the month it was recorded.${CSV}`,
    query: reportQuerySchema,
    produces,
    replies: { 200: recoveredReportSchema, ...failures(400, 401, 403) },
  }),
  claims: endpoint({
    method: 'GET',
    path: '/api/admin/reports/claims',
    access: 'admin',
    description: `Claims decided per month (by their decision date) by type and outcome, ${PERIOD}, and for each counterparty the median days from filing to decision of the claims it decided in the period, slowest first.${CSV} \`table=counterparties\` makes the CSV of the counterparties.`,
    query: reportQuerySchema,
    produces,
    replies: { 200: claimsReportSchema, ...failures(400, 401, 403) },
  }),
  complaints: endpoint({
    method: 'GET',
    path: '/api/admin/reports/complaints',
    access: 'admin',
    description: `Complaints received per month, ${PERIOD}: how many, resolved within 3 business days, resolved within 8 weeks (those within 3 business days included), and still open more than 8 weeks after receipt.${CSV}`,
    query: reportQuerySchema,
    produces,
    replies: { 200: complaintsReportSchema, ...failures(400, 401, 403) },
  }),
  chat: endpoint({
    method: 'GET',
    path: '/api/admin/reports/chat',
    access: 'admin',
    description: `Chat conversations started per week (by the visitor's first message; weeks start on Monday), ${PERIOD}, how many staff answered, and the median minutes to the first staff reply.${CSV}`,
    query: reportQuerySchema,
    produces,
    replies: { 200: chatReportSchema, ...failures(400, 401, 403) },
  }),
};

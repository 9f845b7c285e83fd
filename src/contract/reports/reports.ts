import { z } from 'zod';
import { DECIDED_CLAIM_STATUSES } from '../claims/rules/claim-statuses';
import { CLAIM_TYPES } from '../claims/rules/claim-types';
import { addDays, addMonths } from '../shared/business-days';
import { calendarDate } from '../shared/fields';

/**
 * The practice's reports (admins): each counted by SQL over the records when asked, over a period of
 * London days (both included), as rows the Reports tab charts, tables and downloads as CSV.
 */
export const REPORTS = ['leads', 'recovered', 'claims', 'complaints', 'chat'] as const;
export type ReportName = (typeof REPORTS)[number];

/** The longest period a report counts over: three years. */
export const REPORT_MAX_MONTHS = 36;
export const REPORT_PERIOD_TOO_LONG = `A report covers at most ${REPORT_MAX_MONTHS / 12} years: choose a shorter period`;
export const REPORT_PERIOD_BACKWARDS = 'The period must end on or after the day it starts';

export const reportQuerySchema = z
  .object({
    from: calendarDate('from must be a date (YYYY-MM-DD)'),
    to: calendarDate('to must be a date (YYYY-MM-DD)'),
    format: z.enum(['json', 'csv'], { error: "format must be 'json' or 'csv'" }).default('json'),
    /** For the claims report's CSV: its decisions (default) or its counterparties' times. */
    table: z.enum(['rows', 'counterparties'], { error: "table must be 'rows' or 'counterparties'" }).default('rows'),
  })
  .refine((q) => q.to >= q.from, { message: REPORT_PERIOD_BACKWARDS, path: ['to'] })
  .refine((q) => q.to < addMonths(q.from, REPORT_MAX_MONTHS), { message: REPORT_PERIOD_TOO_LONG, path: ['to'] });
export type ReportQuery = z.output<typeof reportQuerySchema>;

const count = z.number().int().nonnegative();
/** A week by the day it starts (Monday, London). */
const week = z.string().describe('The Monday the week starts (YYYY-MM-DD)');
/** A calendar month, YYYY-MM. */
const month = z.string().describe('The month (YYYY-MM)');

export const leadsReportSchema = z.object({
  rows: z.array(
    z.object({ week, source: z.string(), leads: count, withAccount: count.describe('Of those leads, how many have a client account') }),
  ),
});

export const recoveredReportSchema = z.object({
  rows: z.array(
    z.object({
      month,
      currency: z.string(),
      /** Money received less reversals recorded in the month (a decimal string, never a float). */
      amount: z.string(),
      entries: count,
      reversals: count,
    }),
  ),
});

export const CLAIM_OUTCOMES = DECIDED_CLAIM_STATUSES;
export const claimsReportSchema = z.object({
  rows: z.array(z.object({ month, type: z.enum(CLAIM_TYPES), outcome: z.enum(CLAIM_OUTCOMES), claims: count })),
  /** Claims filed and decided in the period, by counterparty: the slowest first. */
  counterparties: z.array(z.object({ counterparty: z.string(), decided: count, medianDays: z.number().nonnegative() })),
});

export const complaintsReportSchema = z.object({
  rows: z.array(
    z.object({
      month,
      received: count,
      /** Final response or summary resolution by the end of the third business day after receipt. */
      resolvedWithin3BusinessDays: count,
      /** Within eight weeks of receipt, those within three business days included. */
      resolvedWithin8Weeks: count,
      /** Still open more than eight weeks after receipt. */
      openPast8Weeks: count,
    }),
  ),
});

export const chatReportSchema = z.object({
  rows: z.array(
    z.object({
      week,
      conversations: count,
      /** Of them, how many a staff member answered. */
      answered: count,
      /** Median minutes from the visitor's first message to the first staff reply; null when none was answered. */
      medianFirstReplyMinutes: z.number().nonnegative().nullable(),
    }),
  ),
});

export const reportSchemas = {
  leads: leadsReportSchema,
  recovered: recoveredReportSchema,
  claims: claimsReportSchema,
  complaints: complaintsReportSchema,
  chat: chatReportSchema,
} as const;
export type ReportRows<R extends ReportName> = z.output<(typeof reportSchemas)[R]>;

/** The CSV columns of each report's table, in order, with their headings. */
export const REPORT_COLUMNS = {
  leads: [
    ['week', 'Week starting'],
    ['source', 'Source'],
    ['leads', 'Leads'],
    ['withAccount', 'With a client account'],
  ],
  recovered: [
    ['month', 'Month'],
    ['currency', 'Currency'],
    ['amount', 'Recovered'],
    ['entries', 'Entries'],
    ['reversals', 'Reversals'],
  ],
  claims: [
    ['month', 'Month'],
    ['type', 'Claim type'],
    ['outcome', 'Outcome'],
    ['claims', 'Claims'],
  ],
  complaints: [
    ['month', 'Month received'],
    ['received', 'Received'],
    ['resolvedWithin3BusinessDays', 'Resolved within 3 business days'],
    ['resolvedWithin8Weeks', 'Resolved within 8 weeks'],
    ['openPast8Weeks', 'Open past 8 weeks'],
  ],
  chat: [
    ['week', 'Week starting'],
    ['conversations', 'Conversations'],
    ['answered', 'Answered by staff'],
    ['medianFirstReplyMinutes', 'Median minutes to first reply'],
  ],
} as const satisfies Record<ReportName, readonly (readonly [string, string])[]>;

export const COUNTERPARTY_COLUMNS = [
  ['counterparty', 'Counterparty'],
  ['decided', 'Claims decided'],
  ['medianDays', 'Median days from filing to decision'],
] as const;

export const REPORT_PERIODS = ['month', '3months', '12months', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  month: 'This month',
  '3months': 'Last 3 months',
  '12months': 'Last 12 months',
  custom: 'Custom range',
};

/** The days a preset period covers, ending `today`: this month, or the last 3 or 12 calendar months (this one included). */
export function presetPeriod(period: Exclude<ReportPeriod, 'custom'>, today: string): { from: string; to: string } {
  const first = `${today.slice(0, 7)}-01`;
  const back = { month: 0, '3months': 2, '12months': 11 }[period];
  return { from: addMonths(first, -back), to: today };
}

/** The file name of a report's CSV: `recourse-leads-2026-01-01-to-2026-12-02.csv`. */
export function reportFileName(report: ReportName, period: { from: string; to: string }, table: 'rows' | 'counterparties' = 'rows'): string {
  return `recourse-${report}${table === 'counterparties' ? '-counterparties' : ''}-${period.from}-to-${period.to}.csv`;
}

/** The day after `day`: the end of a period of London days, exclusive. */
export const dayAfter = (day: string) => addDays(day, 1);

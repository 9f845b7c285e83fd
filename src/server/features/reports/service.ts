import type { ReportName, ReportQuery, ReportRows } from '../../../contract/reports/reports';
import type { BankHolidays } from '../../../contract/shared/business-days';
import type { Db } from '../../platform/db/client';
import { chatReport } from './chat-report';
import { claimsReport } from './claims-report';
import { complaintsReport } from './complaints-report';
import { leadsReport } from './leads-report';
import { reportPeriod } from './period';
import { recoveredReport } from './recovered-report';

export interface ReportsService {
  run<R extends ReportName>(report: R, query: ReportQuery): Promise<ReportRows<R>>;
}

/** The practice's reports: read-only queries over the other features' records, counted when asked. */
export function createReports(db: Db, options: { bankHolidays: BankHolidays; now?: () => Date }): ReportsService {
  const now = options.now ?? (() => new Date());
  const reports: { [R in ReportName]: (period: ReturnType<typeof reportPeriod>) => Promise<ReportRows<R>> } = {
    leads: (period) => leadsReport(db, period),
    recovered: (period) => recoveredReport(db, period),
    claims: (period) => claimsReport(db, period),
    complaints: (period) => complaintsReport(db, period, { holidays: options.bankHolidays, now: now() }),
    chat: (period) => chatReport(db, period),
  };
  return {
    run: (report, query) => reports[report](reportPeriod(query)) as Promise<ReportRows<typeof report>>,
  };
}

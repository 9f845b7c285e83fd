import { dayAfter, type ReportQuery } from '../../../contract/reports/reports';
import { londonDayStart } from '../../../contract/shared/business-days';

/** A report's period: its London days (both included), and the instants it begins and ends (exclusive). */
export interface ReportPeriod {
  from: string;
  to: string;
  start: string;
  end: string;
}

export function reportPeriod(query: Pick<ReportQuery, 'from' | 'to'>): ReportPeriod {
  return { from: query.from, to: query.to, start: londonDayStart(query.from).toISOString(), end: londonDayStart(dayAfter(query.to)).toISOString() };
}

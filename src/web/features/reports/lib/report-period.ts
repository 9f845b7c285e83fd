import { useCallback } from 'react';
import { presetPeriod, REPORT_PERIODS, type ReportPeriod, reportQuerySchema } from '../../../../contract/reports/reports';
import { londonDate } from '../../../../contract/shared/business-days';
import { useQueryParams } from '../../../lib/query-params';

/** The period the reports count over, as the URL keeps it: a preset, or a custom range with its days. */
export type PeriodChoice = { period: ReportPeriod; from: string; to: string };

const DEFAULT_PERIOD = '12months' satisfies ReportPeriod;

/** Reads `?period=` (and `from`, `to` for a custom range); anything else falls back to the last 12 months. */
export function parsePeriod(query: URLSearchParams, today: string): PeriodChoice & { valid: boolean; problem?: string } {
  const raw = query.get('period');
  const period = REPORT_PERIODS.includes(raw as ReportPeriod) ? (raw as ReportPeriod) : DEFAULT_PERIOD;
  if (period !== 'custom') return { period, ...presetPeriod(period, today), valid: true };
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const checked = reportQuerySchema.safeParse({ from, to });
  return { period, from, to, valid: checked.success, problem: checked.success ? undefined : checked.error.issues[0]?.message };
}

/** The reports' period from the URL, and a way to choose another (a custom range starts as the period shown). */
export function useReportPeriod() {
  const [query, change] = useQueryParams();
  const today = londonDate(new Date());
  const choice = parsePeriod(query, today);
  const choose = useCallback(
    (next: { period: ReportPeriod; from?: string; to?: string }) =>
      change((params) => {
        params.set('period', next.period);
        if (next.period === 'custom') {
          params.set('from', next.from ?? '');
          params.set('to', next.to ?? '');
        } else {
          params.delete('from');
          params.delete('to');
        }
      }),
    [change],
  );
  return [choice, choose] as const;
}

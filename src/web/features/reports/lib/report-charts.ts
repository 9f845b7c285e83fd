import { CLAIM_STATUS_LABELS } from '../../../../contract/claims/rules/claim-statuses';
import { CLAIM_TYPE_LABELS } from '../../../../contract/claims/rules/claim-types';
import { CLAIM_OUTCOMES, type ReportName, type ReportRows } from '../../../../contract/reports/reports';
import { addDays, addMonths } from '../../../../contract/shared/business-days';
import { formatMoney, fromCents, toCents } from '../../../../contract/shared/money';

/** One bar (or line) of a chart: a column of the points, with the words its legend and table say. */
export type ChartSeries = { key: string; label: string; stack?: boolean; line?: boolean; rightAxis?: boolean };
/** A chart drawn from a report: one point per week or month of the period (those with nothing at 0). */
export type ChartSpec = { xLabel: string; points: Array<Record<string, string | number | null>>; series: ChartSeries[]; yLabel: string };

/** The weeks of a period, each by its first day: the period's first day, then each Monday. */
export function weeksOf(from: string, to: string): string[] {
  const weeks = [from];
  const weekday = new Date(`${from}T00:00:00Z`).getUTCDay();
  for (let monday = addDays(from, (8 - weekday) % 7 || 7); monday <= to; monday = addDays(monday, 7)) weeks.push(monday);
  return weeks;
}

/** The months of a period, YYYY-MM. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let first = `${from.slice(0, 7)}-01`; first <= to; first = addMonths(first, 1)) months.push(first.slice(0, 7));
  return months;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** "3 Mar" for a week, "Mar 2025" for a month: the x-axis and the summaries. */
export const weekLabel = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));
export const monthLabel = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;
const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((total, row) => total + of(row), 0);

/** Points over `keys` (weeks or months), each starting with `zero` and adding up the rows that fall in it. */
function pointsOver<T>(
  keys: string[],
  label: (key: string) => string,
  rows: readonly T[],
  keyOf: (row: T) => string,
  add: (point: Record<string, number>, row: T) => void,
  zero: Record<string, number | null>,
) {
  const byKey = new Map(keys.map((key) => [key, { ...zero } as Record<string, number>]));
  for (const row of rows) {
    const point = byKey.get(keyOf(row));
    if (point) add(point, row);
  }
  return [...byKey].map(([key, point]): Record<string, string | number | null> => ({ x: label(key), ...point }));
}

type Period = { from: string; to: string };
type Add<T> = (point: Record<string, number>, row: T) => void;
/** A point a week of the period (rows by their `week`), or a month (by their `month`). */
const weekly = <T extends { week: string }>(period: Period, rows: readonly T[], add: Add<T>, zero: Record<string, number | null>) =>
  pointsOver(weeksOf(period.from, period.to), weekLabel, rows, (row) => row.week, add, zero);
const monthly = <T extends { month: string }>(period: Period, rows: readonly T[], add: Add<T>, zero: Record<string, number | null>) =>
  pointsOver(monthsOf(period.from, period.to), monthLabel, rows, (row) => row.month, add, zero);

/** Most leads come from a few sources: the chart stacks the five largest and puts the rest together. */
const TOP_SOURCES = 5;
const OTHER_SOURCES = 'Other sources';

export function leadsChart(report: ReportRows<'leads'>, period: Period) {
  const bySource = new Map<string, number>();
  for (const row of report.rows) bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.leads);
  const ranked = [...bySource.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const shown = ranked.slice(0, TOP_SOURCES).map(([source]) => source);
  const series: ChartSeries[] = shown.map((source, i) => ({ key: `s${i}`, label: source, stack: true }));
  if (ranked.length > TOP_SOURCES) series.push({ key: 'other', label: OTHER_SOURCES, stack: true });
  const zero = Object.fromEntries([...series.map((s) => [s.key, 0]), ['withAccount', 0]]);
  const keyOfSource = (source: string) => {
    const i = shown.indexOf(source);
    return i >= 0 ? `s${i}` : 'other';
  };
  const points = weekly(
    period,
    report.rows,
    (point, row) => {
      point[keyOfSource(row.source)] += row.leads;
      point.withAccount += row.withAccount;
    },
    zero,
  );
  series.push({ key: 'withAccount', label: 'With a client account', line: true });
  const leads = sum(report.rows, (row) => row.leads);
  const withAccount = sum(report.rows, (row) => row.withAccount);
  const top = ranked[0];
  const summary =
    leads === 0
      ? 'No leads in this period.'
      : `${plural(leads, 'lead')} in this period, ${withAccount.toLocaleString('en-GB')} of them with a client account. ` +
        `The most came from ${top[0]} (${top[1].toLocaleString('en-GB')}).`;
  return { summary, chart: { xLabel: 'Week starting', yLabel: 'Leads', points, series } satisfies ChartSpec };
}

export function recoveredChart(report: ReportRows<'recovered'>, period: Period) {
  const currencies = [...new Set(report.rows.map((row) => row.currency))].sort();
  const series: ChartSeries[] = currencies.map((currency) => ({ key: currency, label: currency }));
  const cents = monthly(
    period,
    report.rows,
    (point, row) => {
      point[row.currency] += toCents(row.amount);
    },
    Object.fromEntries(currencies.map((c) => [c, 0])),
  );
  // Drawn in whole units of each currency; the table keeps the exact amounts.
  const points = cents.map((point) =>
    Object.fromEntries(Object.entries(point).map(([k, v]) => [k, k !== 'x' && typeof v === 'number' ? v / 100 : v])),
  );
  const totals = currencies.map((currency) =>
    formatMoney(
      fromCents(
        sum(
          report.rows.filter((row) => row.currency === currency),
          (row) => toCents(row.amount),
        ),
      ),
      currency,
    ),
  );
  const reversals = sum(report.rows, (row) => row.reversals);
  const summary =
    report.rows.length === 0
      ? 'Nothing recovered in this period.'
      : `Recovered ${totals.join(' and ')} in this period` + (reversals > 0 ? `, net of ${plural(reversals, 'reversal')}.` : '.');
  return { summary, chart: { xLabel: 'Month', yLabel: 'Recovered', points, series } satisfies ChartSpec };
}

export function claimsChart(report: ReportRows<'claims'>, period: Period) {
  const series: ChartSeries[] = CLAIM_OUTCOMES.map((outcome) => ({ key: outcome, label: CLAIM_STATUS_LABELS[outcome], stack: true }));
  const points = monthly(
    period,
    report.rows,
    (point, row) => {
      point[row.outcome] += row.claims;
    },
    Object.fromEntries(CLAIM_OUTCOMES.map((o) => [o, 0])),
  );
  const decided = sum(report.rows, (row) => row.claims);
  const byOutcome = CLAIM_OUTCOMES.map(
    (outcome) =>
      [
        outcome,
        sum(
          report.rows.filter((r) => r.outcome === outcome),
          (r) => r.claims,
        ),
      ] as const,
  )
    .filter(([, n]) => n > 0)
    .map(([outcome, n]) => `${n.toLocaleString('en-GB')} ${CLAIM_STATUS_LABELS[outcome].toLowerCase()}`);
  const slowest = report.counterparties[0];
  const summary =
    decided === 0
      ? 'No claims decided in this period.'
      : `${plural(decided, 'claim')} decided in this period: ${byOutcome.join(', ')}.` +
        (slowest
          ? ` The slowest to decide: ${slowest.counterparty}, a median of ${plural(slowest.medianDays, 'day')} over ${plural(slowest.decided, 'claim')}.`
          : '');
  return { summary, chart: { xLabel: 'Month', yLabel: 'Claims decided', points, series } satisfies ChartSpec };
}

export function complaintsChart(report: ReportRows<'complaints'>, period: Period) {
  const series: ChartSeries[] = [
    { key: 'received', label: 'Received' },
    { key: 'resolvedWithin3BusinessDays', label: 'Resolved within 3 business days' },
    { key: 'resolvedWithin8Weeks', label: 'Resolved within 8 weeks' },
    { key: 'openPast8Weeks', label: 'Open past 8 weeks' },
  ];
  const points = monthly(
    period,
    report.rows,
    (point, row) => {
      for (const { key } of series) point[key] += row[key as keyof typeof row] as number;
    },
    Object.fromEntries(series.map((s) => [s.key, 0])),
  );
  const total = (key: keyof ReportRows<'complaints'>['rows'][number]) => sum(report.rows, (row) => row[key] as number);
  const received = total('received');
  const summary =
    received === 0
      ? 'No complaints received in this period.'
      : `${plural(received, 'complaint')} received in this period: ${total('resolvedWithin3BusinessDays').toLocaleString('en-GB')} resolved within 3 business days, ` +
        `${total('resolvedWithin8Weeks').toLocaleString('en-GB')} within 8 weeks, and ${total('openPast8Weeks').toLocaleString('en-GB')} still open past 8 weeks.`;
  return { summary, chart: { xLabel: 'Month received', yLabel: 'Complaints', points, series } satisfies ChartSpec };
}

export function chatChart(report: ReportRows<'chat'>, period: Period) {
  const series: ChartSeries[] = [
    { key: 'conversations', label: 'Conversations' },
    { key: 'answered', label: 'Answered by staff' },
    { key: 'medianFirstReplyMinutes', label: 'Median minutes to first reply', line: true, rightAxis: true },
  ];
  const points = weekly(
    period,
    report.rows,
    (point, row) => {
      point.conversations += row.conversations;
      point.answered += row.answered;
      point.medianFirstReplyMinutes = row.medianFirstReplyMinutes as number;
    },
    { conversations: 0, answered: 0, medianFirstReplyMinutes: null },
  );
  const conversations = sum(report.rows, (row) => row.conversations);
  const answered = sum(report.rows, (row) => row.answered);
  let slowest: { week: string; minutes: number } | null = null;
  for (const row of report.rows) {
    const minutes = row.medianFirstReplyMinutes;
    if (minutes !== null && (slowest === null || minutes > slowest.minutes)) slowest = { week: row.week, minutes };
  }
  const summary =
    conversations === 0
      ? 'No chat conversations in this period.'
      : `${plural(conversations, 'conversation')} started in this period, ${answered.toLocaleString('en-GB')} answered by staff.` +
        (slowest
          ? ` The slowest week for a first reply: the week of ${weekLabel(slowest.week)}, a median of ${plural(slowest.minutes, 'minute')}.`
          : '');
  return { summary, chart: { xLabel: 'Week starting', yLabel: 'Conversations', points, series } satisfies ChartSpec };
}

/** A report drawn: its summary in a sentence and its chart. */
export type DrawnReport = { summary: string; chart: ChartSpec };

/** Each report's drawing, typed by name: `REPORT_CHARTS[report]` takes that report's rows, even for a report known only as `R`. */
export const REPORT_CHARTS: { [R in ReportName]: (report: ReportRows<R>, period: Period) => DrawnReport } = {
  leads: leadsChart,
  recovered: recoveredChart,
  claims: claimsChart,
  complaints: complaintsChart,
  chat: chatChart,
};

/** A cell of a report's table in words: a claim type or outcome by its label, money with its currency. */
export function reportCell(report: ReportName, key: string, row: Record<string, unknown>): string {
  const value = row[key];
  if (value === null || value === undefined) return '—';
  if (key === 'week') return weekLabel(String(value));
  if (key === 'month') return monthLabel(String(value));
  if (report === 'claims' && key === 'type') return CLAIM_TYPE_LABELS[value as keyof typeof CLAIM_TYPE_LABELS];
  if (report === 'claims' && key === 'outcome') return CLAIM_STATUS_LABELS[value as keyof typeof CLAIM_STATUS_LABELS];
  if (report === 'recovered' && key === 'amount') return formatMoney(String(value), String(row.currency));
  return typeof value === 'number' ? value.toLocaleString('en-GB') : String(value);
}

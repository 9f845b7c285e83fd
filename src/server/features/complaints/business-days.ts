/**
 * Business days for complaint deadlines: weekdays that are not bank holidays, counted on UK calendar
 * dates (a complaint received at 23:30 on a Monday in London was received on Monday).
 */

/** England and Wales bank holidays, this year and next (override with BANK_HOLIDAYS). */
export const ENGLAND_AND_WALES_BANK_HOLIDAYS = [
  '2026-01-01',
  '2026-04-03',
  '2026-04-06',
  '2026-05-04',
  '2026-05-25',
  '2026-08-31',
  '2026-12-25',
  '2026-12-28',
  '2027-01-01',
  '2027-03-26',
  '2027-03-29',
  '2027-05-03',
  '2027-05-31',
  '2027-08-30',
  '2027-12-27',
  '2027-12-28',
] as const;

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) of an instant in London. */
export function londonDate(instant: Date): string {
  return londonDay.format(instant);
}

/** The date `days` calendar days after `date`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

export function isBusinessDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The `count`th business day after `date` (the day itself not counted). */
export function addBusinessDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

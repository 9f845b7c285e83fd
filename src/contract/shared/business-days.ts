/**
 * The calendar of every deadline (complaints, claims): UK calendar dates (YYYY-MM-DD), business days
 * being weekdays that are not bank holidays (a complaint received at 23:30 on a Monday in London was
 * received on Monday). Pure arithmetic, shared by the server and the browser.
 */

/** Something that says whether a date (YYYY-MM-DD) is a bank holiday. */
export interface BankHolidays {
  has(date: string): boolean;
}

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm of Meeus, Jones and Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const isWeekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;

/** The `nth` Monday of a month (counted from its end when `nth` is negative). */
function monday(year: number, month: number, nth: number): string {
  const first = nth > 0 ? `${year}-${String(month).padStart(2, '0')}-01` : addDays(`${year}-${String(month + 1).padStart(2, '0')}-01`, -7);
  const toMonday = (8 - weekday(first)) % 7;
  return addDays(first, toMonday + 7 * (Math.abs(nth) - 1));
}

/**
 * The regular England and Wales bank holidays of `year`, by their rules: New Year's Day, Good Friday,
 * Easter Monday, the first and last Mondays of May, the last Monday of August, Christmas and Boxing
 * Day. One that falls at a weekend moves to the next weekday that is not already one. (One-off
 * holidays, a coronation say, are not in them: BANK_HOLIDAYS lists them.)
 */
export function englandAndWalesBankHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const fixed = [addDays(easter, -2), addDays(easter, 1), monday(year, 5, 1), monday(year, 5, -1), monday(year, 8, -1)];
  const days = new Set(fixed);
  const dated = [`${year}-01-01`, `${year}-12-25`, `${year}-12-26`];
  for (const day of dated) if (!isWeekend(day)) days.add(day);
  for (const day of dated.filter(isWeekend)) {
    let moved = addDays(day, 1);
    while (isWeekend(moved) || days.has(moved)) moved = addDays(moved, 1);
    days.add(moved);
  }
  return [...days].sort();
}

/** The England and Wales bank holidays of any year, worked out the first time a date of that year is asked about. */
export function englandAndWalesCalendar(): BankHolidays {
  const years = new Map<number, Set<string>>();
  return {
    has(date) {
      const year = Number(date.slice(0, 4));
      let days = years.get(year);
      if (!days) {
        days = new Set(englandAndWalesBankHolidays(year));
        years.set(year, days);
      }
      return days.has(date);
    },
  };
}

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date (YYYY-MM-DD) of an instant in London. */
export function londonDate(instant: Date): string {
  return londonDay.format(instant);
}

/** The instant UK day `date` (YYYY-MM-DD) begins: its midnight in London, GMT or BST (clocks never change at midnight). */
export function londonDayStart(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const start = [utcMidnight - 3_600_000, utcMidnight].find(
    (instant) => londonDate(new Date(instant)) === date && londonDate(new Date(instant - 1)) !== date,
  );
  return new Date(start ?? utcMidnight);
}

/** The date `days` calendar days after `date`. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The date `months` calendar months after `date`, on the last day of that month when it is shorter (31 January + 1 month = 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(target / 12);
  const targetMonth = target - targetYear * 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  return `${String(targetYear).padStart(4, '0')}-${String(targetMonth + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export function isBusinessDay(date: string, holidays: BankHolidays): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The `count`th business day after `date` (the day itself not counted). */
export function addBusinessDays(date: string, count: number, holidays: BankHolidays): string {
  let day = date;
  for (let left = count; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day, holidays)) left -= 1;
  }
  return day;
}

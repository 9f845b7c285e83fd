import { describe, expect, it } from 'vitest';
import { addBusinessDays, addMonths, englandAndWalesBankHolidays, englandAndWalesCalendar, londonDate, londonDayStart } from './business-days';

const holidays = englandAndWalesCalendar();

// As published on gov.uk/bank-holidays (England and Wales), the 2023 coronation's extra day left out.
// (2020 and 2022 moved a regular holiday, for VE Day and the Jubilee: such years need BANK_HOLIDAYS.)
const PUBLISHED: Record<number, string[]> = {
  2021: ['2021-01-01', '2021-04-02', '2021-04-05', '2021-05-03', '2021-05-31', '2021-08-30', '2021-12-27', '2021-12-28'],
  2023: ['2023-01-02', '2023-04-07', '2023-04-10', '2023-05-01', '2023-05-29', '2023-08-28', '2023-12-25', '2023-12-26'],
  2024: ['2024-01-01', '2024-03-29', '2024-04-01', '2024-05-06', '2024-05-27', '2024-08-26', '2024-12-25', '2024-12-26'],
  2025: ['2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26'],
  2026: ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'],
  2027: ['2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28'],
};

describe('business days', () => {
  it('skips weekends', () => {
    // Friday -> Monday, Tuesday, Wednesday.
    expect(addBusinessDays('2026-11-20', 3, holidays)).toBe('2026-11-25');
    // Saturday counts from Monday.
    expect(addBusinessDays('2026-11-21', 3, holidays)).toBe('2026-11-25');
  });

  it('skips bank holidays: Easter and Christmas', () => {
    // Good Friday 3 April and Easter Monday 6 April 2026.
    expect(addBusinessDays('2026-04-02', 3, holidays)).toBe('2026-04-09');
    // Christmas Day (Friday) and the substitute Boxing Day (Monday 28 December).
    expect(addBusinessDays('2026-12-23', 3, holidays)).toBe('2026-12-30');
    // 2027: Christmas and Boxing Day fall at the weekend, their substitutes are 27 and 28 December.
    expect(addBusinessDays('2027-12-24', 1, holidays)).toBe('2027-12-29');
    // Without the holidays, only weekends are skipped.
    expect(addBusinessDays('2026-12-23', 3, new Set())).toBe('2026-12-28');
  });

  it('works the regular holidays out for any year: the published ones, and years no list reaches', () => {
    for (const [year, published] of Object.entries(PUBLISHED)) expect(englandAndWalesBankHolidays(Number(year)), year).toEqual(published);
    // 2028: New Year's Day is a Saturday (Monday 3 January instead); Easter Sunday is 16 April.
    expect(englandAndWalesBankHolidays(2028)).toEqual([
      '2028-01-03',
      '2028-04-14',
      '2028-04-17',
      '2028-05-01',
      '2028-05-29',
      '2028-08-28',
      '2028-12-25',
      '2028-12-26',
    ]);
    // Good Friday 2031 is 11 April: a deadline across it skips it, with no list to update.
    expect(addBusinessDays('2031-04-10', 1, holidays)).toBe('2031-04-15');
  });

  it('counts the day of receipt in London time', () => {
    expect(londonDate(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
    expect(londonDate(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });

  it('a UK day begins at midnight in London, GMT or BST, on the days the clocks change too', () => {
    expect(londonDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(londonDayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(londonDayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(londonDayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(londonDayStart('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('adds calendar months, ending on the last day of a shorter month', () => {
    expect(addMonths('2025-03-02', 13)).toBe('2026-04-02');
    expect(addMonths('2025-01-31', 13)).toBe('2026-02-28');
    expect(addMonths('2027-01-31', 13)).toBe('2028-02-29');
    expect(addMonths('2024-02-29', 72)).toBe('2030-02-28');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

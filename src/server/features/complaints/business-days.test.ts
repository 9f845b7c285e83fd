import { describe, expect, it } from 'vitest';
import { addBusinessDays, ENGLAND_AND_WALES_BANK_HOLIDAYS, londonDate } from './business-days';

const holidays = new Set<string>(ENGLAND_AND_WALES_BANK_HOLIDAYS);

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

  it('counts the day of receipt in London time', () => {
    expect(londonDate(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
    expect(londonDate(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });
});

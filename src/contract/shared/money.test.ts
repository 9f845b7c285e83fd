import { describe, expect, it } from 'vitest';
import { fromCents, normaliseMoney, toCents } from './money';

describe('money', () => {
  it('reads decimal strings as whole cents, signs included', () => {
    expect(toCents('0')).toBe(0);
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('12.05')).toBe(1205);
    expect(toCents('-3.10')).toBe(-310);
    expect(toCents('99999999.99')).toBe(9_999_999_999);
  });

  it('writes cents back with two decimals', () => {
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-1205)).toBe('-12.05');
    expect(normaliseMoney('7.1')).toBe('7.10');
  });

  it('adds without floating-point drift', () => {
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
  });
});

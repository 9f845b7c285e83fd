import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';

const CAP_MS = 15 * 60_000;
const middle = () => 0.5; // no jitter: the factor is exactly 1

describe('retryDelayMs', () => {
  it('doubles with every attempt from the base', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, 100, middle))).toEqual([100, 200, 400, 800, 1600, 3200]);
    expect(retryDelayMs(1, 2000, middle)).toBe(2000);
  });

  it('treats an attempt below 1 as the first', () => {
    expect(retryDelayMs(0, 100, middle)).toBe(100);
    expect(retryDelayMs(-3, 100, middle)).toBe(100);
  });

  it('jitters between half and one and a half times the exponential delay', () => {
    expect(retryDelayMs(3, 100, () => 0)).toBe(200);
    expect(retryDelayMs(3, 100, () => 0.999999)).toBe(600);
    for (let i = 0; i < 2000; i += 1) {
      const attempt = 1 + (i % 8);
      const exponential = 50 * 2 ** (attempt - 1);
      const delay = retryDelayMs(attempt, 50);
      expect(delay).toBeGreaterThanOrEqual(Math.floor(exponential * 0.5));
      expect(delay).toBeLessThanOrEqual(Math.ceil(exponential * 1.5));
    }
  });

  it('spreads delays out (jitter is real, not a constant)', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(4, 1000)));
    expect(delays.size).toBeGreaterThan(10);
  });

  it('caps the exponential part at 15 minutes, however many attempts', () => {
    expect(retryDelayMs(30, 2000, middle)).toBe(CAP_MS);
    expect(retryDelayMs(1000, 2000, middle)).toBe(CAP_MS);
    expect(retryDelayMs(1000, 2000, () => 0)).toBe(CAP_MS / 2);
    expect(retryDelayMs(1000, 2000, () => 0.999999)).toBeLessThanOrEqual(CAP_MS * 1.5);
    expect(Number.isFinite(retryDelayMs(5000, 2000))).toBe(true);
  });

  it('returns whole milliseconds', () => {
    for (let i = 0; i < 100; i += 1) expect(Number.isInteger(retryDelayMs(1 + (i % 5), 33))).toBe(true);
  });
});

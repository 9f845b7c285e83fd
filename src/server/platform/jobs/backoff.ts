const MAX_RETRY_DELAY_MS = 15 * 60_000;

/**
 * The wait before an outbox item's next attempt: exponential backoff with jitter, base, 2x base, 4x base ...
 * each between half and one and a half times (capped at 15 minutes before the jitter).
 */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential * (0.5 + random()));
}

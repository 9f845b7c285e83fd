import type { ClientAccount } from '../../contract/accounts/accounts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const calendarDateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A timestamp as a date in the reader's time zone ('3 March 2026'). */
export function formatDate(value: string | null | undefined, fallback = 'Not recorded'): string {
  const date = parse(value);
  return date ? dateFormat.format(date) : fallback;
}

/** A timestamp with its time ('3 March 2026 at 14:05'). */
export function formatDateTime(value: string | null | undefined, fallback = 'Not recorded'): string {
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : fallback;
}

/** A calendar date ('YYYY-MM-DD', as money was received) without any time-zone shift. */
export function formatCalendarDate(value: string): string {
  const date = parse(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return date ? calendarDateFormat.format(date) : value;
}

/** First and last name, else the email. */
export function displayName(account: Pick<ClientAccount, 'firstName' | 'lastName' | 'email'>): string {
  const name = [account.firstName, account.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || account.email;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

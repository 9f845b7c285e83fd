import { and, asc, desc, eq, gte, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { ASSESSMENT_REFERENCE_PATTERN } from '../../../contract/intake/assessment';
import { hasPhoneDigits, PHONE_PATTERN } from '../../../contract/shared/phone';
import type { LeadListQuery } from '../../../contract/leads/list';
import { clientSubmissions as leads } from '../../platform/db/schema';

type Filters = Pick<LeadListQuery, 'q' | 'status' | 'priority'> & Partial<Pick<LeadListQuery, 'assignedTo' | 'followUp' | 'source'>>;

/** The start of today and of tomorrow, in UTC. */
export function utcDayBounds(now = new Date()): { today: string; tomorrow: string } {
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { today: new Date(start).toISOString(), tomorrow: new Date(start + 86_400_000).toISOString() };
}

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The term anywhere in `search_text`, lowercased by the database as `search_text` is (JavaScript's rules differ for some letters: 'İ'). */
const searchTextHas = (term: string) => like(leads.searchText, sql`('%' || lower(${escapeLike(term)}) || '%')`);

/** A phone's last nine digits, as the duplicate finder and its index key them: the same line with or without its country code or trunk 0. */
const PHONE_KEY_DIGITS = 9;
const phoneKey = sql`right(regexp_replace(${leads.phone}, '[^0-9]', '', 'g'), 9)`;

/**
 * What else finds a search term that looks like a phone number (only what a phone may hold, and enough digits):
 * a whole number (more than nine digits) the leads whose phone ends in its last nine, however either was
 * written; a part of one, its digits among the phones' digits. Null for any other term.
 */
function phoneMatch(term: string): SQL | null {
  if (!PHONE_PATTERN.test(term) || !hasPhoneDigits(term)) return null;
  const digits = term.replace(/\D/g, '');
  if (digits.length > PHONE_KEY_DIGITS) return eq(phoneKey, digits.slice(-PHONE_KEY_DIGITS));
  return digits === term ? null : searchTextHas(digits);
}

/**
 * The WHERE of a lead search: a reference, or the term anywhere in the seven searchable fields; and the
 * filters (`assignedTo=me` is the member `viewerId`).
 */
export function leadWhere(filters: Filters, viewerId: number | null = null): SQL | undefined {
  const conditions: SQL[] = [];
  const term = filters.q.trim();
  // A visitor quoting their reference is found by it (its unique index), however they typed its case.
  if (ASSESSMENT_REFERENCE_PATTERN.test(term.toUpperCase())) conditions.push(eq(leads.reference, term.toUpperCase()));
  else if (term) {
    // "07700 900123" finds "+44 7700 900123" and "+447700900123"; the term as typed still finds anything that holds it.
    const phone = phoneMatch(term);
    conditions.push(phone ? (or(searchTextHas(term), phone) as SQL) : searchTextHas(term));
  }
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.priority) conditions.push(eq(leads.priority, filters.priority));
  if (filters.assignedTo === 'me') conditions.push(viewerId === null ? sql`false` : eq(leads.assignedTo, viewerId));
  if (filters.source) conditions.push(eq(leads.source, filters.source));
  if (filters.assignedTo === 'none') conditions.push(isNull(leads.assignedTo));
  if (filters.followUp) {
    const { today, tomorrow } = utcDayBounds();
    conditions.push(
      filters.followUp === 'overdue'
        ? lt(leads.nextFollowUpAt, today)
        : (and(gte(leads.nextFollowUpAt, today), lt(leads.nextFollowUpAt, tomorrow)) as SQL),
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** ORDER BY for a sort; the id breaks ties so pages never overlap. */
export function leadOrder(sort: LeadListQuery['sort'], order: LeadListQuery['order']): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  switch (sort) {
    case 'firstName':
      return [dir(leads.firstName), dir(leads.lastName), dir(leads.id)];
    case 'amountLost':
      return [dir(leads.amountLostRank), dir(leads.id)];
    case 'country':
      return [dir(leads.country), dir(leads.id)];
    default:
      return [dir(leads.createdAt), dir(leads.id)];
  }
}

import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { ASSESSMENT_REFERENCE_PATTERN } from '../../../contract/intake/assessment';
import type { LeadListQuery } from '../../../contract/leads/leads';
import { clientSubmissions as leads } from '../../platform/db/schema';

type Filters = Pick<LeadListQuery, 'q' | 'status' | 'priority'>;

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The WHERE of a lead search: a reference, or the term anywhere in the seven searchable fields; and the filters. */
export function leadWhere(filters: Filters): SQL | undefined {
  const conditions: SQL[] = [];
  const term = filters.q.trim();
  // A visitor quoting their reference is found by it (its unique index), however they typed its case.
  if (ASSESSMENT_REFERENCE_PATTERN.test(term.toUpperCase())) conditions.push(eq(leads.reference, term.toUpperCase()));
  // Lowercased by the database, as `search_text` is: JavaScript's rules differ for some letters ('İ').
  else if (term) conditions.push(like(leads.searchText, sql`('%' || lower(${escapeLike(term)}) || '%')`));
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.priority) conditions.push(eq(leads.priority, filters.priority));
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

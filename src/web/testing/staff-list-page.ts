import { STAFF_LIST_PAGE_SIZE } from '../../contract/shared/fields';

/**
 * The page of a staff list the server answers `url` with: the rows `matches` keeps for the URL's query,
 * older than its `before` id, newest first, STAFF_LIST_PAGE_SIZE at a time.
 */
export function staffListPage<Row extends { id: number }>(
  rows: readonly Row[],
  url: string,
  matches: (row: Row, query: URLSearchParams) => boolean = () => true,
): Row[] {
  const query = new URL(url, 'http://localhost').searchParams;
  const before = Number(query.get('before') ?? Number.POSITIVE_INFINITY);
  return rows
    .filter((row) => row.id < before && matches(row, query))
    .sort((a, b) => b.id - a.id)
    .slice(0, STAFF_LIST_PAGE_SIZE);
}

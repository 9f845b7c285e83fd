import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The record a link names by its id (`?lead=7`): null when the parameter is absent or not a positive whole number. */
export function idParam(query: URLSearchParams, name: string): number | null {
  const id = Number(query.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The page's query parameters, and a way to change some of them in place: `change` edits a copy of them,
 * and the page's address is replaced (no new history entry), its path and other parameters kept.
 */
export function useQueryParams(): [URLSearchParams, (edit: (query: URLSearchParams) => void) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const change = useCallback(
    (edit: (query: URLSearchParams) => void) => {
      const next = new URLSearchParams(search);
      edit(next);
      const text = next.toString();
      navigate(text ? `${location}?${text}` : location, { replace: true });
    },
    [search, location, navigate],
  );
  return [query, change];
}

import { Button } from './button';

/**
 * Under a list read newest first a page at a time: reads the older rows, while there may be some. Not while
 * the list is being read again (after a change): the older page would be added to the rows read before it.
 */
export function ShowOlder({
  query,
  items,
}: {
  query: { hasNextPage: boolean; isFetching: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown };
  /** What the rows are, plural: 'documents'. */
  items: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center gap-2 pt-3">
      {query.isFetchNextPageError && !query.isFetching && (
        <span role="alert" className="text-sm text-red-700">
          {`The older ${items} could not be loaded.`}
        </span>
      )}
      <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetching}>
        {query.isFetchingNextPage ? 'Loading...' : `Show older ${items}`}
      </Button>
    </div>
  );
}

import { Button } from './button';

/** Under a list read newest first a page at a time: reads the older rows, while there may be some. */
export function ShowOlder({
  query,
  items,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; isPlaceholderData: boolean; fetchNextPage: () => unknown };
  /** What the rows are, plural: 'documents'. */
  items: string;
}) {
  // While another search or status loads, the rows on screen are the previous list's: nothing older to read yet.
  if (!query.hasNextPage || query.isPlaceholderData) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading...' : `Show older ${items}`}
      </Button>
    </div>
  );
}

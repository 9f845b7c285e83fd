import { Button } from './button';

/** Under a list read newest first a page at a time: reads the older rows, while there may be some. */
export function ShowOlder({
  query,
  items,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** What the rows are, plural: 'documents'. */
  items: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button variant="outline" size="sm" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {query.isFetchingNextPage ? 'Loading...' : `Show older ${items}`}
      </Button>
    </div>
  );
}

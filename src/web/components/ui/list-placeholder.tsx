import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * What a list shows instead of rows: loading, a load failure with 'Try again', or its empty text.
 * Null when there are rows to show.
 */
export function listPlaceholder(
  query: { isPending: boolean; isError: boolean; refetch: () => unknown },
  isEmpty: boolean,
  text: { loading: string; failed: string; empty: string },
): ReactNode {
  if (query.isPending) return <span role="status">{text.loading}</span>;
  if (query.isError) {
    return (
      <span className="inline-flex flex-col items-center gap-3">
        <span role="alert" className="text-red-700">
          {text.failed}
        </span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </span>
    );
  }
  return isEmpty ? <span role="status">{text.empty}</span> : null;
}

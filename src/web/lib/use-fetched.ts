import { startTransition, useEffect, useState } from 'react';

/**
 * What `load` answers, asked once per mount: undefined while it loads and if it fails. For the
 * landing page, which renders without the query cache; the request is aborted on unmount.
 */
export function useFetched<T>(load: (signal: AbortSignal) => Promise<T>): T | undefined {
  const [data, setData] = useState<{ value: T } | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (value) => {
        // A transition: React draws what arrived in pieces, yielding to the browser between them.
        if (!controller.signal.aborted) startTransition(() => setData({ value }));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [load]);
  return data?.value;
}

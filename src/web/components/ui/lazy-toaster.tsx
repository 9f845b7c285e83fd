import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { useCurrentToast } from './use-toast';

// Radix Toast loads after first paint: no toast can be needed before the visitor acts.
const Toaster = lazy(() => import('./toast').then((module) => ({ default: module.Toaster })));

/** Mounts the toast viewport when the browser is idle, or at once when a toast is raised first. */
export function LazyToaster() {
  const current = useCurrentToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle && !current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** Runs `task` once the browser is idle after first paint (or after a short delay where idle callbacks are missing). Returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1500);
  return () => window.clearTimeout(handle);
}

/** Runs `task` when the browser is idle after the page's load event: work no first paint needs stays out of the initial load. Returns a cancel function. */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancel = () => {};
  const run = () => {
    cancel = whenIdle(task);
  };
  if (document.readyState === 'complete') {
    run();
  } else {
    window.addEventListener('load', run, { once: true });
    cancel = () => window.removeEventListener('load', run);
  }
  return () => cancel();
}

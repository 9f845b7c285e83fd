import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

/**
 * The history state of a navigation after which the new page's title takes the focus, for one that
 * replaces the form or button that had it (a sign-in, a sign-out): `navigate(to, { state: TITLE_FOCUS })`.
 */
export const TITLE_FOCUS = { focusTitle: true } as const;

function asksTitleFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { focusTitle?: unknown }).focusTitle === true;
}

/**
 * Props for a page's <h1>: it takes the focus when the navigation that showed the page carried
 * TITLE_FOCUS and nothing else has the focus. Once: back to this page, or reloaded, it does not.
 */
export function useTitleFocus() {
  const asked = asksTitleFocus(useHistoryState());
  const ref = useCallback(
    (title: HTMLHeadingElement | null) => {
      if (!title || !asked) return;
      window.history.replaceState(null, '');
      if (document.activeElement !== null && document.activeElement !== document.body) return;
      title.focus();
    },
    [asked],
  );
  return { ref, tabIndex: -1 };
}

/**
 * For a page that swaps a sign-in form for what it guards (or back) at the same address: the address
 * again, carrying TITLE_FOCUS, so the title shown in place of the form takes the focus.
 */
export function useTitleFocusInPlace(): () => void {
  const [path, navigate] = useLocation();
  const search = useSearch();
  return useCallback(() => navigate(search ? `${path}?${search}` : path, { replace: true, state: TITLE_FOCUS }), [path, search, navigate]);
}

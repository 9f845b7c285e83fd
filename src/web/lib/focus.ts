/** Puts the focus in a form's first field, e.g. once a sent form comes back empty, so it is not lost on the page. */
export function focusFirstField(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/** Where in a table's body an element sits, to find that place again once its row is gone. */
export interface RowPlace {
  body: HTMLTableSectionElement;
  index: number;
}

export function rowPlaceOf(element: Element): RowPlace | null {
  const row = element.closest('tbody > tr');
  const body = row?.parentElement;
  if (!row || !(body instanceof HTMLTableSectionElement)) return null;
  return { body, index: [...body.children].indexOf(row) };
}

/**
 * Focuses the first control of the row now at `place` (the one below moved up, or the new last one),
 * else the table's scrolling region; false when the table itself is gone.
 */
export function focusRowPlace(place: RowPlace): boolean {
  if (!place.body.isConnected) return false;
  const rows = place.body.querySelectorAll<HTMLElement>(':scope > tr');
  const row = rows[Math.min(place.index, rows.length - 1)];
  const target = row?.querySelector<HTMLElement>(FOCUSABLE) ?? place.body.closest<HTMLElement>('[role=region]');
  if (!target) return false;
  target.focus();
  return true;
}

/** Puts the focus in a form's first field, e.g. once a sent form comes back empty, so it is not lost on the page. */
export function focusFirstField(container: HTMLElement | null): void {
  container?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
}

/**
 * Smoothly scrolls to the assessment form's section (or else the first form on the page) and moves
 * focus there, so keyboard and screen-reader users land where sighted users are taken.
 */
export function scrollToFirstForm(): void {
  const target = document.getElementById('assessment-form') ?? document.querySelector('form');
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (target.tabIndex >= 0 || target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
}

/** The first stop of a page's Tab order, shown when focused: past the header to `<main id="main">`. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-navy-900 focus:shadow"
    >
      Skip to content
    </a>
  );
}

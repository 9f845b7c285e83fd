import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App } from './app/app';

/**
 * The landing page as the browser's first render draws it (no site content, nobody signed in yet,
 * the forms' plain fields): written into landing.html at build time, so `/` paints before any
 * script runs, and main.tsx hydrates it.
 */
export function renderLanding(): string {
  return renderToString(
    <Router ssrPath="/">
      <App />
    </Router>,
  );
}

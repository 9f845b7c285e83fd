import './lib/zod-csp';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

if (root.hasChildNodes()) {
  // `/` arrives drawn (landing.html, prerendered at build time): the browser paints it first, then
  // React takes it over in a transition, yielding to the browser between pieces of work.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(root, app);
    });
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0));
  else hydrate();
} else {
  createRoot(root).render(app);
}

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const FEATURE_INDEX = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * A feature's index.ts only re-exports. Declared free of side effects, a shell then depends on the
 * parts it uses, not on the whole feature: the landing chunk does not take in the admin screens.
 */
const featureIndexesArePure: Plugin = {
  name: 'feature-indexes-are-pure',
  transform: (code, id) => (FEATURE_INDEX.test(id) ? { code, map: null, moduleSideEffects: false } : null),
};

// The browser app lives in src/web and is built to dist/web, which the server serves.
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss(), featureIndexesArePure],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // Inline nothing as data: URLs; the CSP only allows scripts and assets from our own origin.
    assetsInlineLimit: 0,
    sourcemap: false,
    // No preload lists in the scripts: each dynamic import named every chunk below it, some 1.7 KB gzip of
    // the landing script, which must stay under its 90 KB bar. A lazy chunk's own imports then load after it;
    // the landing page's forms load while the browser is idle, so the wait is not the visitor's.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:5000', changeOrigin: true },
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
  preview: { port: 4173 },
});

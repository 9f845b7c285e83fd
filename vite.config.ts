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

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The browser app lives in src/web and is built to dist/web, which the server serves.
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  plugins: [react(), tailwindcss()],
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

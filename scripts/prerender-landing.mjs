// Writes dist/web/landing.html: the built index.html with the landing page's first render inside
// #root. The server sends it for `/` (every other page gets index.html), and the browser hydrates it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

process.env.NODE_ENV ??= 'production';
const webDir = path.resolve(process.argv[2] ?? 'dist/web');
// Inside the project, so the compiled module finds the packages in node_modules.
const work = path.resolve('dist/prerender');
mkdirSync(work, { recursive: true });
try {
  const outfile = path.join(work, 'prerender.mjs');
  await build({
    entryPoints: ['src/web/prerender.tsx'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    packages: 'external',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { renderLanding } = await import(pathToFileURL(outfile).href);
  const html = renderLanding();
  const index = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const marker = '<div id="root"></div>';
  if (!index.includes(marker)) throw new Error(`${marker} not found in ${webDir}/index.html`);
  writeFileSync(path.join(webDir, 'landing.html'), index.replace(marker, `<div id="root">${html}</div>`));
  console.log(`prerendered the landing page into ${path.relative(process.cwd(), webDir) || '.'}/landing.html (${html.length} characters)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

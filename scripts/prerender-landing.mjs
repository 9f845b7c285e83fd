// Writes dist/web/landing.html: the built index.html with the landing page's first render inside
// #root. The server sends it for `/` (every other page gets index.html), and the browser hydrates it.
import { createHash } from 'node:crypto';
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
  // The app's script is asked for after the drawn page's first paint, so that paint waits neither for
  // its download nor for its evaluation (a separate file: the content security policy allows no inline
  // script). The entry is not preloaded either (its small dependencies are): Lighthouse counts every
  // request started before the first paint against it.
  const entry = /<script type="module" crossorigin src="\/assets\/([^"]+\.js)"><\/script>/;
  const script = index.match(entry);
  if (!script) throw new Error(`no module script found in ${webDir}/index.html`);
  const boot = `requestAnimationFrame(() => setTimeout(() => import('./${script[1]}'), 0));\n`;
  const bootName = `landing-boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(webDir, 'assets', bootName), boot);
  const page = index
    .replace(marker, `<div id="root">${html}</div>`)
    .replace(entry, () => `<script type="module" crossorigin src="/assets/${bootName}"></script>`);
  writeFileSync(path.join(webDir, 'landing.html'), page);
  console.log(`prerendered the landing page into ${path.relative(process.cwd(), webDir) || '.'}/landing.html (${html.length} characters)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

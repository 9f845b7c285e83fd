// Compiles the server into one ES module, dist/server/main.mjs, run by plain `node` (`npm start`);
// `node scripts/build-server.mjs <outfile> <entry>` compiles another entry the same way (a bench's job).
// Packages stay in node_modules (not bundled); the migrations are read from drizzle/ at the root. The
// evidence pack's fonts are read from `fonts/` beside the module (pack-fonts.ts): they are copied there.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outfile = process.argv[2] ?? 'dist/server/main.mjs';

await build({
  entryPoints: [process.argv[3] ?? 'src/server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/features/claims/fonts', path.join(path.dirname(outfile), 'fonts'), { recursive: true });

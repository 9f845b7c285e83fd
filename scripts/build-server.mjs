// Compiles the server into one ES module, dist/server/main.mjs, run by plain `node` (`npm start`);
// `node scripts/build-server.mjs <outfile> <entry>` compiles another entry the same way (a bench's job).
// Packages stay in node_modules (not bundled); the migrations are read from drizzle/ at the root.
import { build } from 'esbuild';

await build({
  entryPoints: [process.argv[3] ?? 'src/server/main.ts'],
  outfile: process.argv[2] ?? 'dist/server/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

/**
 * Layer rules for src/ (run by `npm run lint`, proved by scripts/layer-rules.test.ts).
 * Features depend on the platform, never the other way round; a feature reaches another only through
 * that feature's index.ts; the contract is shared by both sides and depends on neither.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Import cycles make load order fragile and tie modules that should stand alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-not-to-features',
      comment: 'The platform serves every feature and depends on none of them.',
      severity: 'error',
      from: { path: '^src/server/platform/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'server-feature-through-index',
      comment: "A server feature reaches another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/server/features/([^/]+)/' },
      to: {
        path: '^src/server/features/([^/]+)/',
        pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'testing-only-from-tests',
      comment: 'The test toolkit is for tests; running code never depends on it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['\\.test\\.tsx?$', '^src/server/testing/'] },
      to: { path: '^src/server/testing/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is shared by server and browser and imports neither.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-not-to-server',
      comment: 'The browser talks to the server over HTTP and shares only the contract.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'web-feature-through-index',
      comment: "A browser feature reaches another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: {
        path: '^src/web/features/([^/]+)/',
        pathNot: ['^src/web/features/$1/', '^src/web/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'web-shared-not-to-features-or-app',
      comment: 'Shared components and helpers know no feature and no shell.',
      severity: 'error',
      from: { path: '^src/web/(components|lib)/' },
      to: { path: '^src/web/(features|app)/' },
    },
    {
      name: 'web-features-not-to-app',
      comment: 'The shells in src/web/app compose features; features never reach back into a shell.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

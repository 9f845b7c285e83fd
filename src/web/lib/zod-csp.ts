// Runs before any zod chunk loads. zod 4 compiles object parsers with `new Function` unless told not
// to, and probes for it even when the CSP forbids eval: the caught probe is still reported as a
// CSP violation ('script-src eval'). zod keeps its settings on this global (what `z.config()`
// writes) and reads `jitless` when a schema is built, so it must be set before the contract loads.
// Only the browser is jitless; the server keeps zod's faster compiled parsers.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};

/**
 * Runs before any other module of the app (the first import of main.tsx). Zod compiles fast parsers
 * with `new Function` unless told not to, and merely probing for it is reported as a violation of
 * a Content-Security-Policy without 'unsafe-eval'. Zod reads this global config when it loads
 * (`z.config`'s storage), so setting it first keeps every schema, the mock's included, eval-free.
 */
const zodHolder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHolder.__zod_globalConfig = { ...zodHolder.__zod_globalConfig, jitless: true };
export {};

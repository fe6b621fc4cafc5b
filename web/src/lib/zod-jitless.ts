// The page CSP forbids eval. Left to itself, zod probes `new Function` for its faster parsers, which the
// browser reports as a CSP violation; jitless mode never tries. Imported first so it precedes every schema.
// zod takes its global settings from globalThis.__zod_globalConfig when it loads (zod/v4/core/core.js), so
// setting them here keeps zod itself out of the entry chunk; zod-jitless.test.ts checks that zod reads them.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};

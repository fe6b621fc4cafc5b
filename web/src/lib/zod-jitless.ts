import { config } from 'zod/v4/core';

// The page CSP forbids eval. Left to itself, zod probes `new Function` for its faster parsers, which the
// browser reports as a CSP violation; jitless mode never tries. Imported first so it precedes every schema.
config({ jitless: true });

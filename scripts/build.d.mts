// Types for build.mjs, which the tests' and bench's server launcher (server/test/server-process.ts) imports.
export declare const SERVER_NODE_ARGS: string[];
export declare const ADMIN_NODE_ARGS: string[];
export declare function ensureBuilt(options?: { force?: boolean; only?: 'web' | 'server'; quiet?: boolean }): void;

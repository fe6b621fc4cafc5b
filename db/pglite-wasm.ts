import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withBaselineOnlyFunctions } from './wasm-compilation-hints';

/**
 * PostgreSQL's SQL grammar (`raw_parser`, 105 KB of WebAssembly) is the one function of PGlite that V8 13's
 * optimising compiler needs ~600 MB to compile; kept on the baseline compiler, the process's peak stays near its
 * resident size while every other function is still optimised (docs/decisions/node24-tuning.md).
 */
const BASELINE_ONLY = ['raw_parser'];

let compiled: Promise<WebAssembly.Module> | undefined;

/** PGlite's module with its hints, compiled once per process and shared by every database it opens. */
export function pgliteModule(): Promise<WebAssembly.Module> {
  compiled ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const bytes = await readFile(path.join(path.dirname(entry), 'pglite.wasm'));
    return WebAssembly.compile(withBaselineOnlyFunctions(bytes, BASELINE_ONLY));
  })();
  return compiled;
}

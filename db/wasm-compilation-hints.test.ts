import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteModule } from './pglite-wasm';
import { withBaselineOnlyFunctions } from './wasm-compilation-hints';

/** A module by hand: one imported function, three defined (`a`, `b`, `c` exported), each returning a constant. */
function smallModule(): Uint8Array {
  const type = [0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7f];
  const imports = [0x02, 0x07, 0x01, 0x01, 0x6d, 0x01, 0x66, 0x00, 0x00];
  const functions = [0x03, 0x04, 0x03, 0x00, 0x00, 0x00];
  const exports = [0x07, 0x0d, 0x03, 0x01, 0x61, 0x00, 0x01, 0x01, 0x62, 0x00, 0x02, 0x01, 0x63, 0x00, 0x03];
  const body = (value: number) => [0x04, 0x00, 0x41, value, 0x0b];
  const code = [0x0a, 0x10, 0x03, ...body(1), ...body(2), ...body(3)];
  return new Uint8Array([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0x00,
    0x00,
    0x00,
    ...type,
    ...imports,
    ...functions,
    ...exports,
    ...code,
  ]);
}

function hintsOf(module: WebAssembly.Module): Uint8Array {
  const [section, ...more] = WebAssembly.Module.customSections(module, 'compilationHints');
  expect(more).toHaveLength(0);
  return new Uint8Array(section!);
}

describe('compilation hints', () => {
  it('keeps the named functions on the baseline tier and leaves the others to V8, before the code section', async () => {
    const hinted = withBaselineOnlyFunctions(smallModule(), ['b']);
    expect(WebAssembly.validate(hinted)).toBe(true);
    const module = await WebAssembly.compile(hinted);
    // Three defined functions (the import has no hint), `b` is the second of them.
    expect([...hintsOf(module)]).toEqual([3, 0x00, 0x14, 0x00]);
    const sectionAt = Buffer.from(hinted).indexOf('compilationHints');
    const codeAt = hinted.length - 0x12;
    expect(hinted[codeAt]).toBe(0x0a);
    expect(sectionAt).toBeLessThan(codeAt);

    const instance = await WebAssembly.instantiate(module, { m: { f: () => 0 } });
    const { a, b, c } = instance.exports as Record<string, () => number>;
    expect([a!(), b!(), c!()]).toEqual([1, 2, 3]);
  });

  it('refuses a function the module does not define', () => {
    expect(() => withBaselineOnlyFunctions(smallModule(), ['raw_parser'])).toThrow(
      'WebAssembly module defines no function raw_parser',
    );
  });

  it("hints PGlite's SQL parser alone, and PGlite's module is otherwise the same", async () => {
    const hints = hintsOf(await pgliteModule());
    // The count of defined functions (13,725 needs two LEB128 bytes), then one byte per function.
    const count = (hints[0]! & 0x7f) + hints[1]! * 128;
    expect(hints.length).toBe(2 + count);
    expect([...hints.subarray(2)].filter((hint) => hint !== 0)).toEqual([0x14]);

    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const original = await WebAssembly.compile(readFileSync(path.join(path.dirname(entry), 'pglite.wasm')));
    const names = (module: WebAssembly.Module) => WebAssembly.Module.exports(module).map((entry) => entry.name);
    expect(names(await pgliteModule())).toEqual(names(original));
    expect(names(original)).toContain('raw_parser');
  });
});

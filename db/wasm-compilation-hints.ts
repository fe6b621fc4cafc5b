/**
 * A WebAssembly module with V8's compilation hints section (the `compilationHints` custom section of V8's
 * experimental compilation-hints proposal, read when Node runs with `--experimental-wasm-compilation-hints`):
 * the named exported functions stay on the baseline tier (Liftoff) and are never optimised, every other function
 * is compiled as V8 decides. Why PGlite needs it: docs/decisions/node24-tuning.md.
 *
 * The section holds one byte per function defined in the module (not imported), in order: bits 0–1 the strategy,
 * 2–3 the first tier, 4–5 the top tier (0 as V8 decides, 1 baseline, 2 optimised). V8 reads it only between the
 * function and the code sections, so it is put just before the code section.
 */
const SECTION_NAME = 'compilationHints';
const BASELINE_ONLY = (1 << 4) | (1 << 2);

const SECTION = { import: 2, function: 3, export: 7, code: 10 } as const;
const IMPORT_KIND = { function: 0, table: 1, memory: 2, global: 3, tag: 4 } as const;
const EXPORT_KIND_FUNCTION = 0;
const UTF8 = new TextDecoder();

interface Section {
  id: number;
  /** Where the section's id byte is. */
  from: number;
  /** Its payload, after the id and size. */
  start: number;
  end: number;
}

class Reader {
  constructor(
    private readonly bytes: Uint8Array,
    public at: number,
  ) {}

  byte(): number {
    const value = this.bytes[this.at++];
    if (value === undefined) throw new Error('WebAssembly module ends early');
    return value;
  }

  /** An unsigned LEB128 number (sizes, counts, indices; limits may be 64-bit, so no 32-bit arithmetic). */
  leb(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return value;
      scale *= 128;
    }
  }

  name(): string {
    const length = this.leb();
    const text = UTF8.decode(this.bytes.subarray(this.at, this.at + length));
    this.at += length;
    return text;
  }

  skipLimits(): void {
    const flags = this.byte();
    this.leb();
    if (flags & 1) this.leb();
  }
}

function leb(value: number): number[] {
  const out: number[] = [];
  let rest = value;
  do {
    const low = rest & 0x7f;
    rest = Math.floor(rest / 128);
    out.push(rest > 0 ? low | 0x80 : low);
  } while (rest > 0);
  return out;
}

function sectionsOf(bytes: Uint8Array): Section[] {
  const sections: Section[] = [];
  const reader = new Reader(bytes, 8);
  while (reader.at < bytes.length) {
    const from = reader.at;
    const id = reader.byte();
    const size = reader.leb();
    sections.push({ id, from, start: reader.at, end: reader.at + size });
    reader.at += size;
  }
  return sections;
}

function importedFunctionCount(bytes: Uint8Array, section: Section | undefined): number {
  if (!section) return 0;
  const reader = new Reader(bytes, section.start);
  let functions = 0;
  for (let remaining = reader.leb(); remaining > 0; remaining--) {
    reader.name();
    reader.name();
    const kind = reader.byte();
    if (kind === IMPORT_KIND.function) {
      functions++;
      reader.leb();
    } else if (kind === IMPORT_KIND.table) {
      reader.byte();
      reader.skipLimits();
    } else if (kind === IMPORT_KIND.memory) reader.skipLimits();
    else if (kind === IMPORT_KIND.global) {
      reader.byte();
      reader.byte();
    } else if (kind === IMPORT_KIND.tag) {
      reader.byte();
      reader.leb();
    } else throw new Error(`WebAssembly import of unknown kind ${kind}`);
  }
  return functions;
}

function exportedFunctions(bytes: Uint8Array, section: Section | undefined): Map<string, number> {
  const functions = new Map<string, number>();
  if (!section) return functions;
  const reader = new Reader(bytes, section.start);
  for (let remaining = reader.leb(); remaining > 0; remaining--) {
    const name = reader.name();
    const kind = reader.byte();
    const index = reader.leb();
    if (kind === EXPORT_KIND_FUNCTION) functions.set(name, index);
  }
  return functions;
}

/** The module's bytes with a hints section keeping `baselineOnly` (exported function names) off the optimising compiler. */
export function withBaselineOnlyFunctions(bytes: Uint8Array, baselineOnly: readonly string[]): Uint8Array {
  const sections = sectionsOf(bytes);
  const find = (id: number) => sections.find((section) => section.id === id);
  const functionSection = find(SECTION.function);
  const code = find(SECTION.code);
  if (!functionSection || !code) throw new Error('WebAssembly module without functions');
  const defined = new Reader(bytes, functionSection.start).leb();
  const imported = importedFunctionCount(bytes, find(SECTION.import));
  const exported = exportedFunctions(bytes, find(SECTION.export));

  const hints = new Uint8Array(defined);
  for (const name of baselineOnly) {
    const index = exported.get(name);
    if (index === undefined || index < imported) throw new Error(`WebAssembly module defines no function ${name}`);
    hints[index - imported] = BASELINE_ONLY;
  }
  const name = new TextEncoder().encode(SECTION_NAME);
  const payloadHead = [...leb(name.length), ...name, ...leb(defined)];
  const head = new Uint8Array([0, ...leb(payloadHead.length + defined), ...payloadHead]);

  const out = new Uint8Array(bytes.length + head.length + hints.length);
  out.set(bytes.subarray(0, code.from));
  out.set(head, code.from);
  out.set(hints, code.from + head.length);
  out.set(bytes.subarray(code.from), code.from + head.length + hints.length);
  return out;
}

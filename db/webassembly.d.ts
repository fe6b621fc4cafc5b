/**
 * The part of the WebAssembly JavaScript API the server uses (db/pglite-wasm.ts and its test). Node has it all;
 * TypeScript declares it only in its DOM library, which the server does not load, and `@types/emscripten`
 * (through PGlite) declares the namespace with an empty `Module` interface and nothing else.
 */
declare namespace WebAssembly {
  interface Instance {
    readonly exports: Record<string, unknown>;
  }
  interface ModuleExportDescriptor {
    name: string;
    kind: 'function' | 'global' | 'memory' | 'table' | 'tag';
  }
  var Module: {
    customSections(module: Module, sectionName: string): ArrayBuffer[];
    exports(module: Module): ModuleExportDescriptor[];
  };
  function compile(bytes: Uint8Array): Promise<Module>;
  function validate(bytes: Uint8Array): boolean;
  function instantiate(module: Module, imports?: Record<string, Record<string, unknown>>): Promise<Instance>;
}

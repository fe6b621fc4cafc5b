import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CATALOGUE = path.resolve('web/src/i18n/messages/en.json');
const SECTION_MODULE = 'virtual:english-section/';
const STORE = path.resolve('web/src/i18n/english-sections.ts');

const readCatalogue = (): Record<string, unknown> => JSON.parse(readFileSync(CATALOGUE, 'utf8'));

/**
 * Splits the English catalogue by its top-level sections for the browser build: a module whose code names a key of
 * a section ('home.title', i18nKey="auth.agree", a table of keys) imports that section, so the section travels in
 * the chunk of the modules that use it. Any string starting with a section's name and a dot counts, the same rule
 * the catalogue test uses to find the keys in use; naming a section too often only costs bytes, never text.
 * Server rendering keeps the whole catalogue (entry-server.tsx).
 */
export function englishSections(): Plugin {
  let sectionNames = Object.keys(readCatalogue());
  let keyOfSection = keyPattern(sectionNames);
  return {
    name: 'english-sections',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(SECTION_MODULE) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${SECTION_MODULE}`)) return undefined;
      this.addWatchFile(CATALOGUE);
      const name = id.slice(SECTION_MODULE.length + 1);
      const messages = readCatalogue()[name];
      return `import { addEnglishSection } from ${JSON.stringify(STORE)};\naddEnglishSection(${JSON.stringify(name)}, ${JSON.stringify(messages)});\n`;
    },
    watchChange(id) {
      if (id !== CATALOGUE) return;
      sectionNames = Object.keys(readCatalogue());
      keyOfSection = keyPattern(sectionNames);
    },
    transform(code, id, options) {
      if (options?.ssr || this.environment?.config.consumer === 'server') return undefined;
      const file = id.split('?')[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes('/node_modules/') || file.startsWith('\0')) return undefined;
      const sections = new Set([...code.matchAll(keyOfSection)].map((match) => match[1]));
      if (!sections.size) return undefined;
      // On the first line, so that the module's other lines keep their numbers.
      const imports = [...sections].map((name) => `import '${SECTION_MODULE}${name}';`).join('');
      return { code: imports + code, map: null };
    },
  };
}

function keyPattern(sectionNames: string[]): RegExp {
  return new RegExp(`['"\`](${sectionNames.join('|')})\\.[\\w-]`, 'g');
}

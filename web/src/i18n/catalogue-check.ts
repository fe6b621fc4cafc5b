import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Helpers of the catalogue test: flatten catalogues, find the keys the code uses and hard-coded text. */

type Flat = Record<string, string>;

export function flatten(tree: Record<string, unknown>, prefix = ''): Flat {
  const flat: Flat = {};
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(flat, flatten(value as Record<string, unknown>, full));
    else flat[full] = String(value);
  }
  return flat;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** 'days_one' → 'days': the code asks for 'days' with a count; i18next picks the plural form. */
export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

export function sourceFiles(dir: string, skip: (file: string) => boolean = () => false): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full, skip));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !skip(full)) found.push(full);
  }
  return found;
}

/**
 * Keys in the code: `called` are passed literally to t(…) or <Trans i18nKey="…">; `quoted` are any dotted string
 * literal (a key kept in a table, e.g. `{ label: 'home.stats.rating' }`, then passed as t(stat.label)).
 */
export function usedKeys(files: string[]): { called: Set<string>; quoted: Set<string> } {
  const called = new Set<string>();
  const quoted = new Set<string>();
  const call = /\bt\(\s*['"]([\w.-]+)['"]/g;
  const trans = /i18nKey=['"{]+([\w.-]+)['"}]/g;
  const literal = /['"`]([a-zA-Z]\w*(?:\.[\w-]+)+)['"`]/g;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(call)) called.add(match[1]!);
    for (const match of text.matchAll(trans)) called.add(match[1]!);
    for (const match of text.matchAll(literal)) quoted.add(match[1]!);
  }
  return { called, quoted };
}

const USER_FACING_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'label', 'description', 'busyLabel'];

/** Text a user would read that is written into a component instead of coming from the catalogue. */
export function hardCodedTexts(source: string): string[] {
  const found: string[] = [];
  const withoutComments = source.replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, '').replace(/^\s*\/\/.*$/gm, '');
  // JSX text between tags (not an arrow's `=>`), at least two letters in a row, not an expression.
  for (const match of withoutComments.matchAll(/(?<![=-])>([^<>{}=;()]*\p{L}{2,}[^<>{}=;()]*)</gu)) {
    const text = match[1]!.trim();
    const code = /^[\w$]+(\.[\w$]+)+$/.test(text) || /^[,\s]*\w+:$/.test(text);
    if (text && !code) found.push(text);
  }
  // A table column's heading, written as the `header` of a DataTable column.
  for (const match of withoutComments.matchAll(/\bheader:\s*'([^']*\p{L}{2,}[^']*)'/gu)) found.push(match[1]!);
  for (const attribute of USER_FACING_ATTRIBUTES) {
    const literal = new RegExp(`\\s${attribute}="([^"]*\\p{L}{2,}[^"]*)"`, 'gu');
    for (const match of withoutComments.matchAll(literal)) found.push(`${attribute}="${match[1]}"`);
  }
  return found;
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseKey, flatten, hardCodedTexts, sourceFiles, usedKeys } from './catalogue-check';
import english from './messages/en.json';
import hindi from './messages/hi.json';

const WEB_SRC = path.resolve(import.meta.dirname, '..');
const en = flatten(english);
const hi = flatten(hindi);
const code = sourceFiles(WEB_SRC, (file) => file.includes(`${path.sep}i18n${path.sep}`));

/** The operator console stays English by decision; every other component is checked from its first line. */
const ENGLISH_ONLY_AREAS = ['features/ops/', 'app/routes/ops/'];

describe('message catalogues', () => {
  it('has every key in both languages', () => {
    expect(Object.keys(hi).filter((key) => !(key in en))).toEqual([]);
    expect(Object.keys(en).filter((key) => !(key in hi))).toEqual([]);
  });

  it('has no empty message', () => {
    expect(Object.entries({ ...en, ...hi }).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it('keeps the placeholders of every message in its translation', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();
    const differing = Object.keys(en).filter(
      (key) => placeholders(en[key]!).join() !== placeholders(hi[key] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('words a number of days, seconds or documents through plural forms in both languages', () => {
    // A number followed by the word it counts ("5 working days"), not a bare figure ("Step 1 of 4", "(5)").
    const counted = /\{\{\s*(count|days|seconds|total)\s*\}\}\s*\p{L}/u;
    const singular = Object.entries(en)
      .filter(([key, text]) => counted.test(text) && !/_(one|other)$/.test(key))
      .map(([key]) => key);
    expect(singular).toEqual([]);
    for (const key of Object.keys(en).filter((key) => key.endsWith('_one'))) {
      expect(en[key.replace(/_one$/, '_other')], key).toBeDefined();
      expect(hi[key], key).toBeDefined();
      expect(hi[key.replace(/_one$/, '_other')], key).toBeDefined();
    }
  });

  it('has every key the code asks for, and no key the code never uses', () => {
    const { called, quoted } = usedKeys(code);
    const known = new Set(Object.keys(en).map(baseKey));
    expect([...called].filter((key) => !known.has(key)).sort()).toEqual([]);
    expect([...known].filter((key) => !called.has(key) && !quoted.has(key)).sort()).toEqual([]);
  });
});

describe('components', () => {
  const components = code
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.relative(WEB_SRC, file).split(path.sep).join('/'))
    .filter((file) => !ENGLISH_ONLY_AREAS.some((area) => file.startsWith(area)));

  it('take their user-visible text from the catalogues', () => {
    const offenders: Record<string, string[]> = {};
    for (const file of components) {
      const texts = hardCodedTexts(readFileSync(path.join(WEB_SRC, file), 'utf8'));
      if (texts.length > 0) offenders[file] = texts;
    }
    expect(offenders).toEqual({});
  });
});

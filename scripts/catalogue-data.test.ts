import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENGLISH_REQUIREMENT_SENTENCES } from '@contract/catalogue-rules';
import { describe, expect, it } from 'vitest';
import { indiaRequirements } from './generate-india-requirements';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');
const csv = read('data/catalogue/passport-index-tidy-iso2.csv');
const codes = new Set(
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]),
);
const destinations = JSON.parse(read('data/catalogue/destinations.json')).destinations as Array<{
  code: string;
  slug: string;
  image: string;
}>;

describe('catalogue data files', () => {
  it('keeps the Indian requirements file in step with the passport-index table', () => {
    const generated = JSON.parse(read('data/catalogue/requirements-india.json'));
    expect(generated.requirements).toEqual(indiaRequirements(csv));
    expect(Object.keys(generated.requirements)).toHaveLength(198);
    expect(generated.requirements.NA).toBeDefined();
  });

  it('gives every destination its options file and its picture', () => {
    expect(destinations.length).toBeGreaterThanOrEqual(80);
    for (const destination of destinations) {
      expect(codes.has(destination.code)).toBe(true);
      const details = JSON.parse(read(`data/catalogue/visa-options/${destination.slug}.json`));
      expect(details.code).toBe(destination.code);
      expect(existsSync(`${root}web/public${destination.image}`)).toBe(true);
    }
    expect(new Set(destinations.map((d) => d.slug)).size).toBe(destinations.length);
  });

  it('names only known countries in the city aliases', () => {
    const pairs = JSON.parse(read('data/catalogue/city-aliases.json')) as Array<[string, string]>;
    expect(pairs.length).toBeGreaterThan(1000);
    for (const [, code] of pairs) expect(codes.has(code)).toBe(true);
    expect(pairs).toContainEqual(['Dubai', 'AE']);
    expect(pairs).toContainEqual(['Bali', 'ID']);
  });

  it('has the Hindi of every summary, option name, validity, stay and document, and nothing else', () => {
    const hindi = JSON.parse(read('data/catalogue/hi.json')) as {
      summaries: Record<string, string>;
      texts: Record<string, string>;
    };
    const summaries = new Set<string>();
    const texts = new Set<string>(['HelloVisa catalogue']);
    for (const destination of destinations) {
      const details = JSON.parse(read(`data/catalogue/visa-options/${destination.slug}.json`)) as {
        summary: string;
        options: Array<{ name: string; validity: string; stay: string; requirements: string[] }>;
      };
      summaries.add(details.summary);
      for (const option of details.options) {
        for (const text of [option.name, option.validity, option.stay, ...option.requirements]) texts.add(text);
      }
    }
    expect(Object.keys(hindi.summaries).sort()).toEqual([...summaries].sort());
    expect(Object.keys(hindi.texts).sort()).toEqual([...texts].sort());
    for (const translation of [...Object.values(hindi.summaries), ...Object.values(hindi.texts)]) {
      expect(translation).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('words every requirement sentence in Hindi with the same placeholders', () => {
    const hindi = JSON.parse(read('data/catalogue/hi.json')).requirementSentences as Record<string, unknown>;
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(ENGLISH_REQUIREMENT_SENTENCES).sort());
    for (const [key, english] of Object.entries(ENGLISH_REQUIREMENT_SENTENCES)) {
      if (typeof english !== 'string') continue;
      expect(placeholders(hindi[key]), key).toEqual(placeholders(english));
    }
    expect(Object.keys(hindi.purposes as object).sort()).toEqual(
      Object.keys(ENGLISH_REQUIREMENT_SENTENCES.purposes).sort(),
    );
  });
});

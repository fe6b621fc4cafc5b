/**
 * Country autocomplete matching (docs/product/search.md#country-autocomplete): names, abbreviations, other names and cities.
 * Pure and allocation-light: the index is built once per country list, each keystroke is one pass.
 */

export interface MatchableCountry {
  code: string;
  name: string;
  aliases: readonly string[];
}

export interface Suggestion<C extends MatchableCountry> {
  country: C;
  /** The alias that matched (e.g. "Dubai" for the United Arab Emirates); absent when the name matched. */
  alias?: string;
  /** [start, end) of the matched part, in the name or (when alias is set) in the alias. */
  highlight: [number, number];
}

export const MAX_SUGGESTIONS = 10;

/** Lower better. A country appears once, with its best match. */
enum Rank {
  Exact = 0,
  NamePrefix = 1,
  NameWordPrefix = 2,
  AliasPrefix = 3,
  AliasWordPrefix = 4,
  NameContains = 5,
}

interface Folded {
  /** Lower-cased, accents removed. */
  text: string;
  /** For each character of text, its index in the original string. */
  origin: number[];
}

/** Folds case and accents character by character, remembering where each folded character came from. */
export function fold(value: string): Folded {
  let text = '';
  const origin: number[] = [];
  for (let i = 0; i < value.length; i++) {
    // Accents are dropped from Latin letters only: Devanagari vowel signs are marks too, but part of the word.
    const char = value[i]!;
    const folded = /\p{Script=Devanagari}/u.test(char)
      ? char
      : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (let j = 0; j < folded.length; j++) origin.push(i);
    text += folded;
  }
  return { text, origin };
}

export function normaliseQuery(query: string): string {
  return fold(query.trim().replace(/\s+/g, ' ')).text;
}

interface Entry {
  folded: Folded;
  /** Starts of words after the first (spaces, hyphens, apostrophes, dots, parentheses). */
  wordStarts: number[];
  country: number;
  /** -1 for the country name, else the alias index. */
  alias: number;
}

function wordStarts(text: string): number[] {
  const starts: number[] = [];
  for (let i = 1; i < text.length; i++) {
    if (/[\s\-'.(/]/.test(text[i - 1]!) && !/[\s\-'.(/]/.test(text[i]!)) starts.push(i);
  }
  return starts;
}

function originalRange(folded: Folded, start: number, length: number, source: string): [number, number] {
  const from = folded.origin[start] ?? 0;
  const lastOrigin = folded.origin[start + length - 1];
  return [from, lastOrigin === undefined ? source.length : lastOrigin + 1];
}

type CountryMatcher<C extends MatchableCountry> = (query: string, limit?: number) => Suggestion<C>[];

export function createCountryMatcher<C extends MatchableCountry>(countries: readonly C[]): CountryMatcher<C> {
  // By folded name, code unit by code unit: the order of an English or Hindi collator on this list but for a nukta
  // or two, without an Intl.Collator, whose first use (loading the collation data) cost ~80 ms on a phone 6× slower
  // than a desktop before the first suggestion (docs/decisions/search-before-hydration.md).
  const byName = countries
    .map((country) => ({ country, name: fold(country.name) }))
    .sort((a, b) => (a.name.text < b.name.text ? -1 : a.name.text > b.name.text ? 1 : 0));
  const sorted = byName.map(({ country }) => country);
  const entries: Entry[] = [];
  byName.forEach(({ country, name }, index) => {
    entries.push({ folded: name, wordStarts: wordStarts(name.text), country: index, alias: -1 });
    country.aliases.forEach((alias, aliasIndex) => {
      const folded = fold(alias);
      entries.push({ folded, wordStarts: wordStarts(folded.text), country: index, alias: aliasIndex });
    });
  });

  // Scratch arrays reused across keystrokes: best rank and entry per country.
  const bestRank = new Int8Array(sorted.length);
  const bestEntry = new Int32Array(sorted.length);
  const bestStart = new Int32Array(sorted.length);

  function rankOf(entry: Entry, query: string): [Rank, number] | undefined {
    const text = entry.folded.text;
    const isName = entry.alias < 0;
    if (text.startsWith(query)) {
      if (text.length === query.length) return [Rank.Exact, 0];
      return [isName ? Rank.NamePrefix : Rank.AliasPrefix, 0];
    }
    for (const start of entry.wordStarts) {
      if (text.startsWith(query, start)) return [isName ? Rank.NameWordPrefix : Rank.AliasWordPrefix, start];
    }
    if (isName && query.length >= 3) {
      const at = text.indexOf(query);
      if (at >= 0) return [Rank.NameContains, at];
    }
    return undefined;
  }

  return function match(rawQuery: string, limit = MAX_SUGGESTIONS): Suggestion<C>[] {
    const query = normaliseQuery(rawQuery);
    if (!query) return [];
    const firstLetterOnly = query.length === 1;
    bestRank.fill(-1);

    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i]!;
      if (firstLetterOnly && entry.alias >= 0) continue;
      const found = firstLetterOnly
        ? entry.folded.text.startsWith(query)
          ? ([Rank.NamePrefix, 0] as [Rank, number])
          : undefined
        : rankOf(entry, query);
      if (!found) continue;
      const current = bestRank[entry.country]!;
      if (current === -1 || found[0] < current) {
        bestRank[entry.country] = found[0];
        bestEntry[entry.country] = i;
        bestStart[entry.country] = found[1];
      }
    }

    const hits: number[] = [];
    for (let c = 0; c < sorted.length; c++) if (bestRank[c] !== -1) hits.push(c);
    // Rank first; within a rank, the shorter matched alias (closer to what was typed: "dub" → Dubai
    // before Dublin), then the alias's own order (cities come largest first), then the country name.
    hits.sort(
      (a, b) =>
        bestRank[a]! - bestRank[b]! || aliasLength(a) - aliasLength(b) || aliasOrder(a) - aliasOrder(b) || a - b,
    );

    return hits.slice(0, limit).map((c) => {
      const entry = entries[bestEntry[c]!]!;
      const country = sorted[c]!;
      const source = entry.alias < 0 ? country.name : country.aliases[entry.alias]!;
      const highlight = originalRange(entry.folded, bestStart[c]!, query.length, source);
      return entry.alias < 0 ? { country, highlight } : { country, alias: source, highlight };
    });
  };

  function aliasLength(country: number): number {
    const entry = entries[bestEntry[country]!]!;
    return entry.alias < 0 ? 0 : entry.folded.text.length;
  }

  function aliasOrder(country: number): number {
    const entry = entries[bestEntry[country]!]!;
    return Math.max(0, entry.alias);
  }
}

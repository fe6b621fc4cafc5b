/**
 * Autocomplete speed: one keystroke = one call of the country matcher over every country of the
 * API (names, abbreviations, other names, cities and holiday places). Prints p50/p99 in ms.
 *   npx tsx bench/autocomplete.ts
 */
import { buildCountryBases, toCountries } from '../server/src/features/catalogue/countries';
import { passportIndex } from '../server/src/features/catalogue/passport-index';
import { createCountryMatcher } from '../web/src/features/search/lib/country-matcher';
import { countriesInLanguage } from '../web/src/lib/countries';

const TYPED = ['dubai', 'united kingdom', 'bangkok', 'singapore', 'new york', 'kuala lumpur', 'sao paulo', 'zz'];
/** On Hindi pages: Hindi names (the list shows them) and Latin spellings alike. */
const TYPED_HINDI = ['थाईलैंड', 'संयुक्त अरब अमीरात', 'सिंगापुर', 'thai', 'bangkok', 'dubai'];

/** `BENCH_LANG=hi` measures the Hindi pages' matcher (Hindi names first, English names as aliases). */
export function benchAutocomplete(rounds = 200, lang: 'en' | 'hi' = process.env.BENCH_LANG === 'hi' ? 'hi' : 'en') {
  const countries = countriesInLanguage(toCountries(buildCountryBases(passportIndex().codes), new Map()), lang);
  const entries = countries.reduce((sum, c) => sum + 1 + c.aliases.length, 0);
  const match = createCountryMatcher(countries);
  const typed = lang === 'hi' ? TYPED_HINDI : TYPED;
  // Every prefix of every typed word is one keystroke.
  const keystrokes = typed.flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)));
  for (let i = 0; i < 20; i++) for (const q of keystrokes) match(q);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of keystrokes) {
      const cpuStart = process.cpuUsage();
      const started = process.hrtime.bigint();
      match(q);
      wall.push(Number(process.hrtime.bigint() - started) / 1e6);
      const used = process.cpuUsage(cpuStart);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return {
    lang,
    countries: countries.length,
    entries,
    keystrokes: wall.length,
    wall: percentiles(wall),
    // CPU time leaves out the time the process waited for a core on a busy machine.
    cpu: percentiles(cpu),
  };
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99), mean: sorted.reduce((sum, v) => sum + v, 0) / sorted.length };
}

if (process.argv[1]?.endsWith('autocomplete.ts')) {
  const result = benchAutocomplete();
  const ms = (v: number) => `${v.toFixed(3)} ms`;
  console.log(
    `autocomplete: ${result.countries} countries, ${result.entries} names+aliases, ${result.keystrokes} keystrokes\n` +
      `  wall: p50 ${ms(result.wall.p50)}, p99 ${ms(result.wall.p99)}, mean ${ms(result.wall.mean)}\n` +
      `  cpu:  p50 ${ms(result.cpu.p50)}, p99 ${ms(result.cpu.p99)}, mean ${ms(result.cpu.mean)}`,
  );
}

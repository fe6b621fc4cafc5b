/**
 * Builds data/catalogue/requirements-india.json: the passport-index answer for an Indian passport
 * to every destination, small enough for the destination pages to carry (the full table is 620 KB).
 * Run after replacing passport-index-tidy-iso2.csv:  npx tsx scripts/generate-india-requirements.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export function indiaRequirements(csv: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of csv.trim().split('\n').slice(1)) {
    const [passport, destination, requirement] = line.split(',');
    if (passport === 'IN' && destination && requirement && requirement !== '-1') result[destination] = requirement;
  }
  return result;
}

function main() {
  const csv = readFileSync(`${root}data/catalogue/passport-index-tidy-iso2.csv`, 'utf8');
  const requirements = indiaRequirements(csv);
  const file = { passport: 'IN', asOf: '2025-01-12', requirements };
  writeFileSync(`${root}data/catalogue/requirements-india.json`, `${JSON.stringify(file, null, 2)}\n`);
  console.log(`wrote ${Object.keys(requirements).length} destinations`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

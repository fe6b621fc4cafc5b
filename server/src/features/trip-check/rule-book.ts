import type { TripRule, TripRuleBody } from '@contract/trip-check';

type Body<K extends TripRuleBody['kind']> = Extract<TripRuleBody, { kind: K }>;
/** A rule with the facts every answer shows beside it. */
export type Sourced<K extends TripRuleBody['kind']> = Omit<TripRule, 'rule'> & { rule: Body<K> };

/** The rules indexed for the engine: one lookup per question, no scans per request. */
export interface RuleBook {
  held: Map<string, Sourced<'held-document'>[]>;
  purpose: Map<string, Sourced<'purpose'>>;
  stay: Map<string, Sourced<'stay'>>;
  passport: Map<string, Sourced<'passport'>>;
  transit: Map<string, Sourced<'transit'>>;
  schengen: Sourced<'schengen'> | undefined;
  schengenMembers: ReadonlySet<string>;
}

export const ruleKey = (passport: string, country: string) => `${passport}:${country}`;

export function buildRuleBook(rules: readonly TripRule[]): RuleBook {
  const book: RuleBook = {
    held: new Map(),
    purpose: new Map(),
    stay: new Map(),
    passport: new Map(),
    transit: new Map(),
    schengen: undefined,
    schengenMembers: new Set(),
  };
  for (const rule of rules) {
    const key = ruleKey(rule.passport, rule.country);
    switch (rule.rule.kind) {
      case 'held-document':
        book.held.set(key, [...(book.held.get(key) ?? []), rule as Sourced<'held-document'>]);
        break;
      case 'purpose':
        book.purpose.set(key, rule as Sourced<'purpose'>);
        break;
      case 'stay':
        book.stay.set(key, rule as Sourced<'stay'>);
        break;
      case 'passport':
        book.passport.set(key, rule as Sourced<'passport'>);
        break;
      case 'transit':
        book.transit.set(key, rule as Sourced<'transit'>);
        break;
      case 'schengen':
        book.schengen = rule as Sourced<'schengen'>;
        book.schengenMembers = new Set(rule.rule.members);
        break;
    }
  }
  return book;
}

/** The rule for this passport, else the one for every passport. */
export function lookup<T>(map: Map<string, T>, passport: string, country: string): T | undefined {
  return map.get(ruleKey(passport, country)) ?? map.get(ruleKey('*', country));
}

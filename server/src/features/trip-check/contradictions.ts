import type { RequirementRule } from '@contract/catalogue';
import type { TripRule } from '@contract/trip-check';

export interface RuleContradiction {
  ruleId: string;
  problem: string;
}

const ENTERS_WITHOUT_VISA = new Set(['visa-free', 'visa-on-arrival']);
const RANK = ['visa-free', 'visa-on-arrival', 'eta', 'e-visa', 'visa-required', 'no-admission'];

/**
 * Where a trip rule says something the pair data (shipped requirements or an operator's override) denies:
 * a stay or purpose exemption where a visa is required, a visa-free length the data states otherwise, a held
 * document that would grant nothing easier, a visa-free transit into a country that admits nobody of the passport.
 */
export function ruleContradictions(
  rules: readonly TripRule[],
  requirement: (passport: string, country: string) => RequirementRule | undefined,
): RuleContradiction[] {
  const found: RuleContradiction[] = [];
  for (const rule of rules) {
    if (rule.passport === '*' || !/^[A-Z]{2}$/.test(rule.country)) continue;
    const pair = requirement(rule.passport, rule.country);
    if (!pair) continue;
    const body = rule.rule;
    const problem = (() => {
      if ((body.kind === 'stay' || body.kind === 'purpose') && !ENTERS_WITHOUT_VISA.has(pair.category))
        return `a ${body.kind} exemption, but the requirement is ${pair.category}`;
      if (body.kind === 'stay' && pair.days && pair.days !== body.days)
        return `${body.days} visa-free days, but the requirement says ${pair.days}`;
      if (body.kind === 'held-document' && RANK.indexOf(body.grants.category) >= RANK.indexOf(pair.category))
        return `grants ${body.grants.category}, which is not easier than ${pair.category}`;
      if (body.kind === 'transit' && body.mode === 'airside-allowed' && pair.category === 'no-admission')
        return 'transit without a visa into a country that admits no one of this passport';
      return undefined;
    })();
    if (problem) found.push({ ruleId: rule.id, problem });
  }
  return found;
}

import { type RequirementRule, VISA_FREE_PURPOSES, type VisaPurpose } from './catalogue-rules';

/**
 * Where the catalogue sells or badges something the requirement data says a traveller does not need, or a
 * trip rule says what the requirement data denies (`trip-rule`, listed by the console beside the catalogue's).
 */
export interface Contradiction {
  kind: 'option-not-needed' | 'option-no-admission' | 'chip-not-e-visa' | 'trip-rule';
  country: string;
  /** The visa option concerned, for the option kinds. */
  optionId?: string;
  /** The trip rule concerned, for `trip-rule`. */
  ruleId?: string;
  message: string;
}

export interface ContradictionInput {
  destinations: Array<{ code: string; name: string; eVisa: boolean }>;
  options: Array<{ id: string; country: string; type: VisaPurpose; name: string; stay: string }>;
  /** The requirement for the passport the catalogue sells to (India), override included. */
  requirement(country: string): RequirementRule | undefined;
}

const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };

/** The stay an option allows, in days, from its text ("60 days", "72 hours"); undefined when open-ended. */
export function stayDays(stay: string): number | undefined {
  const match = /(\d+)\s*(hour|day|week|month|year)s?/i.exec(stay);
  if (!match) return undefined;
  return Math.ceil(Number(match[1]) * (UNIT_DAYS[match[2]!.toLowerCase()] ?? 1));
}

function optionContradiction(
  option: ContradictionInput['options'][number],
  rule: RequirementRule | undefined,
  countryName: string,
): Contradiction | undefined {
  const base = { country: option.country, optionId: option.id };
  if (rule?.category === 'no-admission') {
    return {
      ...base,
      kind: 'option-no-admission',
      message: `${option.name} is sold for ${countryName}, which does not admit Indian passport holders.`,
    };
  }
  if (rule?.category !== 'visa-free' || !VISA_FREE_PURPOSES.has(option.type)) return undefined;
  const stay = stayDays(option.stay);
  const covered = rule.days === undefined || (stay !== undefined && stay <= rule.days);
  if (!covered) return undefined;
  const free = rule.days ? `visa free for ${rule.days} days` : 'visa free';
  return {
    ...base,
    kind: 'option-not-needed',
    message: `${option.name} (stay ${option.stay}) is sold for ${countryName}, where Indian passport holders are ${free}.`,
  };
}

/** Every contradiction between the catalogue and the requirement data; the shipped data has none. */
export function findContradictions(input: ContradictionInput): Contradiction[] {
  const names = new Map(input.destinations.map((d) => [d.code, d.name]));
  const found: Contradiction[] = [];
  for (const destination of input.destinations) {
    const category = input.requirement(destination.code)?.category ?? 'visa-required';
    if (destination.eVisa && category !== 'e-visa') {
      found.push({
        kind: 'chip-not-e-visa',
        country: destination.code,
        message: `${destination.name} shows the E-VISA chip, but Indian passport holders need: ${category}.`,
      });
    }
  }
  for (const option of input.options) {
    const contradiction = optionContradiction(
      option,
      input.requirement(option.country),
      names.get(option.country) ?? option.country,
    );
    if (contradiction) found.push(contradiction);
  }
  return found;
}

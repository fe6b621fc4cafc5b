import type { TripRule } from '@contract/trip-check';
import { describe, expect, it } from 'vitest';
import { passportIndex } from '../catalogue';
import { ruleContradictions } from './contradictions';
import { readSeedRules } from './repo';

const lookup = (passport: string, country: string) => passportIndex().lookup(passport, country);

describe('trip rules against the requirement data', () => {
  it('the shipped rules contradict none of the shipped requirements', () => {
    expect(ruleContradictions(readSeedRules(), lookup)).toEqual([]);
  });

  it('finds a stay length the data states otherwise, and an exemption where a visa is required', () => {
    const thailand = readSeedRules().find((rule) => rule.id === 'stay:in:th')!;
    const wrong: TripRule[] = [
      { ...thailand, rule: { kind: 'stay', days: 30 } },
      { ...thailand, id: 'stay:in:fr', country: 'FR' },
    ];
    expect(ruleContradictions(wrong, lookup)).toEqual([
      { ruleId: 'stay:in:th', problem: '30 visa-free days, but the requirement says 60' },
      { ruleId: 'stay:in:fr', problem: 'a stay exemption, but the requirement is visa-required' },
    ]);
  });
});

import { describeRequirement } from '@contract/catalogue';
import { describe, expect, it } from 'vitest';
import { parsePassportIndex, parseRequirement, passportIndex } from './passport-index';

describe('passport index', () => {
  it('reads every kind of requirement value', () => {
    expect(parseRequirement('60')).toEqual({ category: 'visa-free', days: 60 });
    expect(parseRequirement('visa free')).toEqual({ category: 'visa-free' });
    expect(parseRequirement('visa on arrival')).toEqual({ category: 'visa-on-arrival' });
    expect(parseRequirement('eta')).toEqual({ category: 'eta' });
    expect(parseRequirement('e-visa')).toEqual({ category: 'e-visa' });
    expect(parseRequirement('visa required')).toEqual({ category: 'visa-required' });
    expect(parseRequirement('no admission')).toEqual({ category: 'no-admission' });
    expect(parseRequirement('-1')).toBeUndefined();
  });

  it('keeps NA (Namibia) as a code', () => {
    const index = parsePassportIndex('Passport,Destination,Requirement\nNA,IN,visa required\nIN,NA,visa on arrival\n');
    expect(index.codes.has('NA')).toBe(true);
    expect(index.lookup('NA', 'IN')).toEqual({ category: 'visa-required' });
    expect(index.lookup('IN', 'NA')).toEqual({ category: 'visa-on-arrival' });
  });

  it('refuses a file with another header', () => {
    expect(() => parsePassportIndex('a,b,c\n')).toThrow(/header/);
  });

  it('loads the shipped data: 199 codes and the known Indian answers', () => {
    const index = passportIndex();
    expect(index.codes.size).toBe(199);
    expect(index.lookup('IN', 'TH')).toEqual({ category: 'visa-free', days: 60 });
    expect(index.lookup('IN', 'AE')).toEqual({ category: 'e-visa' });
    expect(index.lookup('IN', 'US')).toEqual({ category: 'visa-required' });
    expect(index.lookup('IN', 'KE')).toEqual({ category: 'eta' });
    expect(index.lookup('IN', 'IN')).toBeUndefined();
  });
});

describe('requirement summary', () => {
  const india = { name: 'India' };
  const thailand = { name: 'Thailand' };

  it('says visa free for N days and offers nothing to buy', () => {
    const { requirement, offerOptions } = describeRequirement({ category: 'visa-free', days: 60 }, india, thailand);
    expect(requirement.summary).toBe(
      'Visa free for 60 days. Travellers with a passport from India can visit Thailand without a visa for up to 60 days.',
    );
    expect(requirement.days).toBe(60);
    expect(offerOptions).toBe(false);
  });

  it('offers visas when the trip outlasts the visa-free stay', () => {
    const { offerOptions, requirement } = describeRequirement({ category: 'visa-free', days: 30 }, india, thailand, 31);
    expect(offerOptions).toBe(true);
    expect(requirement.summary).toContain('your trip is 31 days long');
  });

  it('offers nothing where entry is not possible', () => {
    expect(describeRequirement({ category: 'no-admission' }, india, thailand).offerOptions).toBe(false);
    expect(describeRequirement({ category: 'visa-required' }, india, thailand).offerOptions).toBe(true);
  });

  it('puts "the" before the countries that take it in English, and starts the sentence with a capital', () => {
    const states = { name: 'United States' };
    expect(describeRequirement({ category: 'visa-required' }, india, states).requirement.summary).toBe(
      'Visa required. Travellers with a passport from India need a visa before travelling to the United States.',
    );
    expect(
      describeRequirement({ category: 'no-admission' }, { name: 'Philippines' }, { name: 'United Kingdom' }).requirement
        .summary,
    ).toBe(
      'Entry not possible. The United Kingdom does not currently admit travellers with a passport from the Philippines.',
    );
    expect(describeRequirement({ category: 'e-visa' }, india, thailand).requirement.summary).toContain(
      'before travelling to Thailand.',
    );
  });
});

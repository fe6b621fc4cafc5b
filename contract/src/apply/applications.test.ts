import { describe, expect, it } from 'vitest';
import { TravelDatesFormSchema, type TravellerRow, TravellerRowSchema, TravellersFormSchema } from './applications';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('TravelDatesFormSchema (the wizard’s dates step)', () => {
  it('asks for both dates', () => {
    expect(messages(TravelDatesFormSchema.safeParse({ start: '', end: '' }))).toEqual({
      start: 'Enter the travel start date',
      end: 'Enter the travel end date',
    });
  });

  it('needs the end after the start', () => {
    expect(messages(TravelDatesFormSchema.safeParse({ start: '2030-05-02', end: '2030-05-02' }))).toEqual({
      end: 'The travel end date must be after the start date',
    });
    expect(TravelDatesFormSchema.parse({ start: '2030-05-02', end: '2030-05-09' })).toEqual({
      start: '2030-05-02',
      end: '2030-05-09',
    });
  });
});

/** A row with every input blank, then the given ones. */
const row = (fields: Partial<TravellerRow>): TravellerRow => ({
  ...(Object.fromEntries(
    Object.keys(TravellerRowSchema.shape)
      .filter((key) => key !== 'save')
      .map((key) => [key, '']),
  ) as Record<Exclude<keyof TravellerRow, 'save'>, string>),
  self: false,
  ...fields,
});

describe('TravellersFormSchema (the wizard’s travellers step)', () => {
  it('leaves blank inputs out and keeps the chosen relationship', () => {
    const parsed = TravellersFormSchema.parse({
      travellers: [
        row({ self: true, passportNo: ' z1234567 ', nationality: 'Indian' }),
        row({ firstName: ' Ravi ', dob: '1988-01-20', relationship: 'Sibling' }),
      ],
    });
    expect(parsed.travellers).toEqual([
      { self: true, passportNo: 'Z1234567', nationality: 'Indian' },
      { relationship: 'Sibling', firstName: 'Ravi', dob: '1988-01-20' },
    ]);
  });

  it('asks for the relationship of a co-traveller instead of taking "Other"', () => {
    const result = TravellersFormSchema.safeParse({ travellers: [row({ self: true }), row({ firstName: 'Ravi' })] });
    expect(messages(result)).toEqual({ 'travellers.1.relationship': 'Choose how this traveller is related to you' });
  });

  it("puts the contract's messages on the row's inputs", () => {
    const result = TravellersFormSchema.safeParse({
      travellers: [row({ self: true }), row({ firstName: 'Ravi', passportNo: 'AB1', relationship: 'Friend' })],
    });
    expect(messages(result)).toEqual({
      'travellers.1.passportNo': 'Enter a valid passport number (6 to 9 letters or digits)',
    });
  });
});

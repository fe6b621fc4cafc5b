import { flatten } from '@web/i18n/catalogue-check';
import english from '@web/i18n/messages/en.json';
import { describe, expect, it } from 'vitest';
import { bookingPanelSchema } from './booking-panel';

const en = flatten(english);
/** The rules' messages as an English page shows them. */
const panelErrors = (values: Record<string, string>, today: string) =>
  Object.fromEntries(
    (bookingPanelSchema(today).safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      en[issue.message],
    ]),
  );

const TODAY = '2030-03-10';
const valid = { from: 'IN', to: 'SG', departure: '2030-03-30', requiredBy: '2030-03-25', type: 'business' as const };

describe('booking panel rules', () => {
  it('needs all five fields', () => {
    expect(panelErrors({ from: '', to: '', departure: '', requiredBy: '', type: '' }, TODAY)).toEqual({
      from: 'Choose your origin country',
      to: 'Choose your destination country',
      departure: 'Choose your earliest departure date',
      requiredBy: 'Choose the date you need the visa by',
      type: 'Choose a visa type',
    });
    expect(panelErrors(valid, TODAY)).toEqual({});
  });

  it('starts departure tomorrow and needs the visa by departure', () => {
    expect(panelErrors({ ...valid, departure: TODAY }, TODAY).departure).toBe(
      'Choose a departure date from tomorrow on',
    );
    expect(panelErrors({ ...valid, requiredBy: '2030-04-02' }, TODAY).requiredBy).toBe(
      'The visa must be ready by your departure',
    );
    expect(panelErrors({ ...valid, to: 'IN' }, TODAY).to).toBe('Choose a destination other than your origin country');
  });
});

import type { DestinationPage, DestinationsResponse, VisaOption, VisaSearchResponse } from '@contract/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HINDI_BROWSER, startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const hindiClient = () => t.client(HINDI_BROWSER);

describe('the catalogue’s own texts follow the request’s language', () => {
  it('serves a destination page with Hindi summary, option names, times and documents, and English unchanged', async () => {
    const hindi = await hindiClient().get('/api/destinations/thailand');
    expect(hindi.status).toBe(200);
    expect(hindi.headers.get('vary')).toMatch(/accept-language/i);
    const page = hindi.body as DestinationPage;
    expect(page.destination.summary).toBe('बैंकॉक का स्ट्रीट फ़ूड, फ़ुकेट के समुद्र तट और चियांग माई के मंदिर');
    const tourist = page.options.find((option) => option.id === 'th-tourist') as VisaOption;
    expect(tourist).toMatchObject({
      name: '60 दिन से लंबे ठहराव के लिए टूरिस्ट e-Visa',
      visaType: 'टूरिस्ट वीज़ा',
      processing: '5 कार्य दिवस',
      validity: 'जारी होने से 90 दिन',
      stay: '90 दिन (60 दिन और थाईलैंड में 30 दिन का विस्तार)',
      source: { name: 'HelloVisa कैटलॉग', url: '/visa' },
      fee: 3499,
    });
    expect(tourist.requirements[0]).toBe('पहुँचने की तारीख़ से कम से कम 6 महीने तक वैध पासपोर्ट, 2 खाली पन्नों के साथ');

    const english = (await t.client().get('/api/destinations/thailand')).body as DestinationPage;
    expect(english.destination.summary).toBe('Bangkok street food, Phuket beaches and Chiang Mai temples');
    expect(english.options.find((option) => option.id === 'th-tourist')).toMatchObject({
      name: 'Tourist e-Visa for stays over 60 days',
      visaType: 'Tourist Visa',
      processing: '5 working days',
      validity: '90 days from issue',
      source: { name: 'HelloVisa catalogue', url: '/visa' },
    });
  });

  it('keeps one destinations list per language, each with its own validator', async () => {
    const hindi = await hindiClient().get('/api/destinations');
    const english = await t.client().get('/api/destinations');
    const summaryOf = (body: unknown) =>
      (body as DestinationsResponse).items.find((destination) => destination.slug === 'uae')?.summary;
    expect(summaryOf(hindi.body)).toBe('दुबई की स्काईलाइन, डेज़र्ट सफ़ारी और अबू धाबी की ग्रैंड मस्जिद');
    expect(summaryOf(english.body)).toBe('Dubai skyline, desert safaris and Abu Dhabi’s Grand Mosque');
    expect(hindi.headers.get('etag')).not.toBe(english.headers.get('etag'));
    expect(hindi.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('answers the same search in each language from its own memo', async () => {
    const query = '/api/visa/search?from=IN&to=TH&type=business';
    const english1 = (await t.client().get(query)).body as VisaSearchResponse;
    const hindi = (await hindiClient().get(query)).body as VisaSearchResponse;
    const english2 = (await t.client().get(query)).body as VisaSearchResponse;
    expect(hindi.options[0]?.name).toBe('बिज़नेस e-Visa');
    expect(hindi.requirement.summary).toContain('थाईलैंड');
    expect(hindi.requirement.summary).toContain('बिज़नेस यात्रा के लिए वीज़ा चाहिए');
    expect(hindi.destination.name).toBe('Thailand');
    expect(english1.options[0]?.name).toBe('Business e-Visa');
    expect(english1.requirement.summary).toMatch(
      /^Visa free for \d+ days\. Travellers with a passport from India can visit Thailand without a visa for up to \d+ days; a business trip needs a visa\.$/,
    );
    expect(english2).toEqual(english1);
  });

  it('names the wizard’s options in Hindi and keeps a text nobody has translated as it is', async () => {
    const hindi = await hindiClient().get('/api/apply/options?country=TH&type=business');
    expect(hindi.body.items[0]).toMatchObject({ name: 'बिज़नेस e-Visa', stay: '60 दिन', validity: 'जारी होने से 90 दिन' });
    const english = await t.client().get('/api/apply/options?country=TH&type=business');
    expect(english.body.items[0]).toMatchObject({ name: 'Business e-Visa', stay: '60 days' });
    const option = await hindiClient().get('/api/visa/options/th-business');
    expect(option.body.option.requirements).toContain('कंपनी रजिस्ट्रेशन या GST सर्टिफ़िकेट (स्व-रोज़गार होने पर)');
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { destinations, visaOptions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visaSearch } from '../../../test/fixtures';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readCatalogueFile } from './catalogue-file';
import { SearchAnswers } from './search-answers';
import { seedCatalogue } from './seed';
import { announceCatalogueChange, catalogueStoreFor } from './store';

const isoDaysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('catalogue seed', () => {
  it('puts every destination and option of the data file into the database', async () => {
    const file = readCatalogueFile();
    const rows = await t.database.db.select().from(destinations);
    const options = await t.database.db.select().from(visaOptions);
    expect(rows.length).toBe(file.destinations.length);
    expect(rows.length).toBeGreaterThanOrEqual(80);
    expect(options.length).toBe(file.destinations.reduce((sum, d) => sum + d.options.length, 0));
  });

  it('states every government fee in whole rupees, in the file and in the database', async () => {
    const options = await t.database.db.select().from(visaOptions);
    expect(options.filter((option) => (option.governmentFeePaise ?? 0) % 100 !== 0).map((o) => o.id)).toEqual([]);
    const thai = options.find((option) => option.id === 'th-tourist')!;
    expect(thai).toMatchObject({ feesPaise: 349_900, governmentFeePaise: 267_300, serviceFeePaise: 70_000 });
  });

  it('refuses a data file whose government fee has paise', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'catalogue-'));
    const file = readCatalogueFile().destinations.find((d) => d.code === 'TH')!;
    const card = { code: 'TH', slug: 'thailand', name: 'Thailand', image: '/t.svg', price: 3499, eVisa: true };
    await writeFile(
      path.join(dir, 'destinations.json'),
      JSON.stringify({ currency: 'INR', destinations: [{ ...card, processingDays: 4, estimate: false }] }),
    );
    await mkdir(path.join(dir, 'visa-options'));
    const paise = { ...file.options[0]!, fee: 3499, governmentFee: 2674.18, serviceFee: 699 };
    await writeFile(
      path.join(dir, 'visa-options', 'thailand.json'),
      JSON.stringify({ code: 'TH', summary: file.summary, options: [paise] }),
    );
    expect(() => readCatalogueFile(path.join(dir, 'destinations.json'))).toThrow(/options\.0\.governmentFee/);
    await rm(dir, { recursive: true });
  });

  it('uses the product’s four card prices and marks them as not estimated', async () => {
    const rows = await t.database.db.select().from(destinations);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    expect(byCode.get('AE')).toMatchObject({ pricePaise: 499_900, isEstimate: false });
    expect(byCode.get('TH')).toMatchObject({ pricePaise: 349_900, isEstimate: false });
    expect(byCode.get('MY')).toMatchObject({ pricePaise: 299_900, isEstimate: false });
    expect(byCode.get('SG')).toMatchObject({ pricePaise: 549_900, isEstimate: false });
    expect(byCode.get('JP')?.isEstimate).toBe(true);
  });

  it('is idempotent and keeps operator edits on later starts', async () => {
    await t.database.db.update(visaOptions).set({ feesPaise: 123_400 }).where(eq(visaOptions.id, 'jp-tourist'));
    expect(await seedCatalogue(t.database)).toBe(0);
    const [option] = await t.database.db.select().from(visaOptions).where(eq(visaOptions.id, 'jp-tourist'));
    expect(option?.feesPaise).toBe(123_400);
  });

  it('serves operator edits once the change is announced, and the file wins only with overwrite', async () => {
    const optionFee = async () => (await t.client().get('/api/visa/options/jp-tourist')).body.option.fee;
    const searchFee = async () =>
      (await t.client().get('/api/visa/search?from=IN&to=JP&type=tourist')).body.options[0]?.fee;
    const before = await searchFee();
    await announceCatalogueChange(t.database);
    await expect.poll(optionFee).toBe(1234);
    await expect.poll(searchFee).toBe(1234);
    expect(before).not.toBe(1234);
    await seedCatalogue(t.database, { overwrite: true });
    const fileFee = readCatalogueFile().destinations.find((d) => d.code === 'JP')!.options[0]!.fee;
    await expect.poll(optionFee).toBe(fileFee);
  });
});

describe('GET /api/countries', () => {
  it('lists about 195 countries with flags, aliases, chips and processing days', async () => {
    const response = await t.client().get('/api/countries');
    expect(response.status).toBe(200);
    const items = response.body.items as Array<Record<string, any>>;
    expect(items.length).toBe(199);
    const byCode = new Map(items.map((item) => [item.code, item]));
    expect(byCode.get('AE')).toMatchObject({
      name: 'United Arab Emirates',
      flag: '🇦🇪',
      eVisa: true,
      processingDays: 4,
    });
    expect(byCode.get('AE')!.aliases).toEqual(expect.arrayContaining(['UAE', 'Dubai', 'Abu Dhabi']));
    expect(byCode.get('GB')!.aliases).toContain('UK');
    expect(byCode.get('US')!.aliases).toContain('USA');
    expect(byCode.get('TH')!.aliases).toEqual(expect.arrayContaining(['Bangkok', 'Phuket']));
    expect(byCode.get('ID')!.aliases).toContain('Bali');
    expect(byCode.get('NA')!.name).toBe('Namibia');
    expect(byCode.get('SG')!.eVisa).toBe(false);
    expect(byCode.get('TD')!.processingDays).toBe(6);
    expect(response.headers.get('cache-control')).toContain('max-age');
  });

  it('is sent compressed to clients that accept it', async () => {
    const brotli = await t.client().get('/api/countries', { 'accept-encoding': 'br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.body.items).toHaveLength(199);
    const gzip = await t.client().get('/api/destinations', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.body.items.length).toBeGreaterThanOrEqual(80);
  });
});

describe('GET /api/destinations', () => {
  it('lists the popular destinations with image, price and e-visa flag', async () => {
    const response = await t.client().get('/api/destinations');
    expect(response.status).toBe(200);
    const items = response.body.items as Array<Record<string, any>>;
    expect(items.length).toBeGreaterThanOrEqual(80);
    expect(items[0]).toMatchObject({
      country: 'AE',
      code: 'AE',
      slug: 'uae',
      name: 'United Arab Emirates',
      image: '/images/destinations/uae.svg',
      price: 4999,
      currency: 'INR',
      eVisa: true,
    });
    expect(items.find((item) => item.code === 'TH')).toMatchObject({ slug: 'thailand', price: 3499 });
  });
});

describe('GET /api/visa/search', () => {
  const dates = { start: isoDaysFromNow(10), end: isoDaysFromNow(17) };

  it('answers an e-visa destination with its options for the purpose', async () => {
    const response = await visaSearch(t, { from: 'IN', to: 'AE', type: 'tourist', ...dates });
    expect(response.status).toBe(200);
    expect(response.body.requirement).toMatchObject({ category: 'e-visa', asOf: '2025-01-12' });
    expect(response.body.requirement.summary).toContain('E-visa needed');
    expect(response.body.route).toBe('India → United Arab Emirates');
    expect(response.body.destination).toMatchObject({ code: 'AE', slug: 'uae' });
    const options = response.body.options as Array<Record<string, any>>;
    expect(options.map((o) => o.id)).toEqual(['ae-tourist', 'ae-tourist-60']);
    expect(options[0]).toMatchObject({
      type: 'tourist',
      visaType: 'Tourist Visa',
      currency: 'INR',
      fee: 4999,
      processingDays: 4,
      processing: '4 working days',
      validity: '58 days from issue',
      stay: '30 days',
    });
    expect(options[0]!.requirements.length).toBeGreaterThan(3);
  });

  it('answers lower-case codes and other purposes', async () => {
    const response = await visaSearch(t, { from: 'in', to: 'gb', type: 'student', ...dates });
    expect(response.status).toBe(200);
    expect(response.body.requirement.category).toBe('visa-required');
    expect(response.body.options.map((o: { id: string }) => o.id)).toEqual(['gb-student']);
  });

  it('says "visa free for N days" with no options to buy', async () => {
    const response = await visaSearch(t, { from: 'IN', to: 'TH', type: 'tourist', ...dates });
    expect(response.status).toBe(200);
    expect(response.body.requirement).toMatchObject({ category: 'visa-free', days: 60 });
    expect(response.body.requirement.summary).toMatch(/^Visa free for 60 days/);
    expect(response.body.options).toEqual([]);
  });

  it('offers visas when the trip is longer than the visa-free stay', async () => {
    const response = await visaSearch(t, {
      from: 'IN',
      to: 'TH',
      type: 'tourist',
      start: dates.start,
      end: isoDaysFromNow(100),
    });
    expect(response.body.requirement.summary).toContain('your trip is 91 days long');
    expect(response.body.options.length).toBeGreaterThan(0);
  });

  it('reads Namibia as a country, not as a missing value', async () => {
    const response = await visaSearch(t, { from: 'NA', to: 'IN', type: 'tourist' });
    expect(response.status).toBe(200);
    expect(response.body.origin).toMatchObject({ code: 'NA', name: 'Namibia' });
  });

  it('answers a country outside the catalogue with the requirement and no options', async () => {
    const response = await visaSearch(t, { from: 'IN', to: 'TD', type: 'tourist' });
    expect(response.status).toBe(200);
    expect(response.body.destination.slug).toBeNull();
    expect(response.body.options).toEqual([]);
  });

  it.each([
    [{ from: 'ZZ', to: 'AE' }, 'from', 'Unknown country code "ZZ"'],
    [{ from: 'IN', to: 'QQ' }, 'to', 'Unknown country code "QQ"'],
    [{ from: 'IN', to: 'IN' }, 'to', 'other than the country you are starting from'],
    [{ from: 'India', to: 'AE' }, 'from', 'from the list'],
    [{ to: 'AE' }, 'from', 'Choose where you are starting from'],
    [{ from: 'IN', to: 'AE', type: 'holiday' }, 'type', 'Choose a visa purpose'],
    [{ from: 'IN', to: 'AE', start: isoDaysFromNow(-3) }, 'start', 'in the past'],
    [{ from: 'IN', to: 'AE', start: isoDaysFromNow(10), end: isoDaysFromNow(5) }, 'end', 'after the start date'],
    [{ from: 'IN', to: 'AE', start: isoDaysFromNow(10), end: isoDaysFromNow(10) }, 'end', 'after the start date'],
    [{ from: 'IN', to: 'AE', start: '2030-02-30' }, 'start', 'not a real date'],
    [{ from: 'IN', to: 'AE', start: '10/02/2030' }, 'start', 'YYYY-MM-DD'],
    [{ from: 'IN', to: 'AE', end: isoDaysFromNow(5) }, 'start', 'Choose the visa start date'],
  ])('refuses %o with a message on %s', async (query, field, message) => {
    const response = await visaSearch(t, query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.fields[field]).toContain(message);
  });
});

describe('remembered search answers', () => {
  const query = { from: 'IN', to: 'TH', type: 'tourist', start: '2031-03-10', end: '2031-03-15' };
  const rawQuery = new URLSearchParams(query).toString();
  const searchDay = (iso: string) => Date.parse(iso);

  it('keep a start date valid through its whole search day (UTC−12) and refuse it once that day is over', () => {
    const searches = new SearchAnswers(catalogueStoreFor(t.database));
    const lastMomentOfDay = searchDay('2031-03-11T11:59:59.999Z');
    expect(JSON.parse(searches.answer(rawQuery, query, searchDay('2031-03-10T12:00:00Z')).toString())).toMatchObject({
      start: '2031-03-10',
    });
    expect(JSON.parse(searches.answer(rawQuery, query, lastMomentOfDay).toString()).start).toBe('2031-03-10');
    expect(() => searches.answer(rawQuery, query, lastMomentOfDay + 1)).toThrow('The visa start date is in the past');
    // Back on the earlier day (a clock set back), the answer is worked out for that day again.
    expect(JSON.parse(searches.answer(rawQuery, query, lastMomentOfDay).toString()).start).toBe('2031-03-10');
  });

  it('answer a query padded with unknown parameters as without them (the memo counts their bytes)', () => {
    const searches = new SearchAnswers(catalogueStoreFor(t.database));
    const now = searchDay('2031-03-09T00:00:00Z');
    const padded = `${rawQuery}&utm_campaign=${'x'.repeat(12_000)}`;
    expect(searches.answer(padded, { ...query, utm_campaign: 'x'.repeat(12_000) }, now).toString()).toBe(
      searches.answer(rawQuery, query, now).toString(),
    );
  });

  it('keep each language apart', () => {
    const searches = new SearchAnswers(catalogueStoreFor(t.database));
    const now = searchDay('2031-03-09T00:00:00Z');
    const english = JSON.parse(searches.answer(rawQuery, query, now, 'en').toString());
    const hindi = JSON.parse(searches.answer(rawQuery, query, now, 'hi').toString());
    expect(english.requirement.summary).toContain('Visa free for 60 days');
    expect(hindi.requirement.summary).not.toBe(english.requirement.summary);
    expect(hindi.requirement.days).toBe(english.requirement.days);
  });
});

describe('GET /api/visa/options/:id', () => {
  it('answers one option and 404 for an unknown id', async () => {
    const found = await t.client().get('/api/visa/options/sg-tourist');
    expect(found.status).toBe(200);
    expect(found.body.option).toMatchObject({ id: 'sg-tourist', country: 'SG', countryName: 'Singapore', fee: 5499 });
    const missing = await t.client().get('/api/visa/options/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
  });
});

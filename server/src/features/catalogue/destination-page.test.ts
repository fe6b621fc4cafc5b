import type { DestinationPage } from '@contract/catalogue';
import { VisaOptionEditSchema } from '@contract/catalogue-facts';
import { applications, catalogueHistory, destinations, visaOptions } from '@db/schema/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures';
import { createDraft, givePassport } from '../../../test/support/apply';
import { operatorActor } from '../../../test/support/operators';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { readCatalogueFile } from './catalogue-file';
import { editDestination, editVisaOption, SEED_ACTOR, saveOverride } from './edits';
import { catalogueChanges, revertChange } from './history';
import { seedCatalogue } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const destinationPage = (slug: string) => t.client().get(`/api/destinations/${slug}`);
const thaiFee = async (id: string) =>
  ((await destinationPage('thailand')).body as DestinationPage).options.find((option) => option.id === id)?.fee;

async function optionRow(id: string) {
  const [row] = await t.database.db.select().from(visaOptions).where(eq(visaOptions.id, id));
  return row;
}

describe('GET /api/destinations/:slug', () => {
  it("answers what the destination page shows: the card, every option with its source, an Indian passport's requirement", async () => {
    const response = await destinationPage('thailand');
    expect(response.status).toBe(200);
    const page = response.body as DestinationPage;
    expect(page.destination).toMatchObject({ code: 'TH', slug: 'thailand', name: 'Thailand', price: 3499 });
    expect(page.options.map((option) => option.id)).toEqual(['th-tourist', 'th-business', 'th-family']);
    for (const option of page.options) {
      expect(option.source.name).not.toBe('');
      expect(option.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(page.requirement).toEqual({ category: 'visa-free', days: 60 });
    // The compiled serializer writes only what the contract declares.
    expect(Object.keys(page).sort()).toEqual(['destination', 'options', 'requirement']);
  });

  it('answers 404 with the error envelope for a slug no destination has, and for a hostile one', async () => {
    for (const slug of ['atlantis', 'thailand%27%20or%201%3D1', 'THAILAND']) {
      const response = await destinationPage(slug);
      expect(response.status, slug).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', error: 'No destination has this address.' });
    }
  });

  it('is a public operation of the OpenAPI document, never cached by the browser', async () => {
    const document = (await t.client().get('/api/openapi.json')).body;
    const operation = document.paths['/api/destinations/{slug}']?.get;
    expect(operation).toBeDefined();
    expect(operation.security ?? []).toEqual([]);
    expect((await destinationPage('thailand')).headers.get('cache-control')).toBe('no-store');
  });

  it("shows an operator's fee edit and override within 5 seconds, with their sources", async () => {
    const row = (await optionRow('th-business'))!;
    const edit = VisaOptionEditSchema.parse({
      name: row.name,
      governmentFeePaise: 400_000,
      serviceFeePaise: 50_000,
      processingDays: row.processingDays,
      validity: row.validity,
      stay: row.stay,
      requirements: row.requirements,
      eVisa: row.eVisa,
      estimate: false,
      source: { name: 'Royal Thai Embassy, New Delhi', url: 'https://newdelhi.thaiembassy.org' },
      verifiedAt: '2025-03-04',
      version: row.version,
    });
    await editVisaOption(t.database, operatorActor('admin@hellovisa.example'), 'th-business', edit);
    // 4,000 + 500 + 18% GST on the service fee = ₹4,590.
    await expect.poll(() => thaiFee('th-business'), { timeout: 5_000, interval: 100 }).toBe(4590);
    const option = ((await destinationPage('thailand')).body as DestinationPage).options[1]!;
    expect(option).toMatchObject({ source: { name: 'Royal Thai Embassy, New Delhi' }, verifiedAt: '2025-03-04' });

    await saveOverride(t.database, operatorActor('admin@hellovisa.example'), {
      passport: 'IN',
      destination: 'TH',
      category: 'visa-free',
      days: 30,
      note: 'Exemption shortened',
      source: { name: 'Royal Thai Embassy, New Delhi', url: 'https://newdelhi.thaiembassy.org' },
      verifiedAt: '2025-04-01',
    });
    await expect
      .poll(async () => ((await destinationPage('thailand')).body as DestinationPage).requirement, { timeout: 5_000 })
      .toMatchObject({ category: 'visa-free', days: 30, source: { name: 'Royal Thai Embassy, New Delhi' } });
  });
});

describe('GET /api/destinations', () => {
  it('is revalidated on every use: the same list answers 304, an edit gives a new tag', async () => {
    const first = await t.client().get('/api/destinations');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.client().get('/api/destinations', { 'if-none-match': etag });
    expect(again.status).toBe(304);

    const [japan] = await t.database.db.select().from(destinations).where(eq(destinations.code, 'JP'));
    await editDestination(t.database, operatorActor('admin@hellovisa.example'), 'JP', {
      name: japan!.name,
      image: japan!.image,
      pricePaise: japan!.pricePaise + 10_000,
      eVisa: japan!.eVisa,
      summary: japan!.summary,
      version: japan!.version,
    });
    await expect
      .poll(async () => (await t.client().get('/api/destinations', { 'if-none-match': etag })).status, {
        timeout: 10_000,
      })
      .toBe(200);
  });
});

describe('seed: options the shipped data no longer has', () => {
  /** The shipped catalogue without the named options, as a later release of the data files would ship it. */
  function catalogueWithout(...ids: string[]) {
    const file = readCatalogueFile();
    return {
      ...file,
      destinations: file.destinations.map((destination) => ({
        ...destination,
        options: destination.options.filter((option) => !ids.includes(option.id)),
      })),
    };
  }

  it('are removed and recorded in the history; an application made for one stays whole', async () => {
    const traveller = await createUser(t);
    await givePassport(traveller);
    const draft = await createDraft(traveller, { optionId: 'th-family' });
    const familyBefore = (await optionRow('th-family'))!;

    const removed = await seedCatalogue(t.database, { file: catalogueWithout('th-family', 'jp-transit') });
    expect(removed).toBe(2);
    expect(await optionRow('th-family')).toBeUndefined();
    expect(await optionRow('jp-transit')).toBeUndefined();
    await expect
      .poll(async () => ((await destinationPage('thailand')).body as DestinationPage).options.map((o) => o.id))
      .toEqual(['th-tourist', 'th-business']);
    expect((await t.client().get('/api/visa/options/th-family')).status).toBe(404);

    const [change] = await catalogueChanges(t.database.db, { entity: 'option', entryKey: 'th-family' });
    expect(change).toMatchObject({
      actor: SEED_ACTOR,
      after: null,
      before: { id: 'th-family', name: familyBefore.name },
    });

    // The application keeps the option it was made for: its name, price and checklist.
    const application = await traveller.client.get(`/api/applications/${draft.ref}`);
    expect(application.status).toBe(200);
    expect(application.body.application).toMatchObject({
      ref: draft.ref,
      optionId: 'th-family',
      price: draft.price,
      option: { name: familyBefore.name, purpose: 'family' },
    });
    expect(application.body.application.checklist).toEqual(draft.checklist);
    const [stored] = await t.database.db.select().from(applications).where(eq(applications.ref, draft.ref));
    expect(stored?.optionId).toBe('th-family');

    // A later start removes nothing more; a revert cannot bring back what the data dropped.
    expect(await seedCatalogue(t.database, { file: catalogueWithout('th-family', 'jp-transit') })).toBe(0);
    const refusal = await revertChange(t.database, operatorActor('admin@hellovisa.example'), change!.id).catch(
      (error) => error,
    );
    expect(refusal.statusCode).toBe(409);
    expect(await optionRow('th-family')).toBeUndefined();
  });

  it('are never removed while the shipped data still has them', async () => {
    const history = async () =>
      (
        await t.database.db
          .select()
          .from(catalogueHistory)
          .where(and(eq(catalogueHistory.actor, SEED_ACTOR), eq(catalogueHistory.entryKey, 'th-tourist')))
      ).length;
    expect(await seedCatalogue(t.database)).toBeGreaterThanOrEqual(0);
    expect(await optionRow('th-tourist')).toBeDefined();
    expect(await history()).toBe(0);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { VisaOptionEditSchema } from '@contract/catalogue-facts';
import { destinations, visaOptions } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editDestination, editVisaOption } from '../src/features/catalogue/edits';
import { announceCatalogueChange } from '../src/features/catalogue/store';
import { operatorActor } from './support/operators';
import { startTestApp, type TestApp } from './test-app';

/** Destination pages are rendered from the live catalogue: needs the built web app (`npm run build`). */
let t: TestApp;
beforeAll(async () => {
  for (const built of ['web/dist/page-template.html', '.tmp/ssr/entry-server.js']) {
    if (!existsSync(path.resolve(built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const page = async (urlPath: string) => {
  const response = await fetch(`${t.url}${urlPath}`, { headers: { 'accept-language': 'en-IN' } });
  // React separates adjacent text ("From ", price) with empty comments: drop them to read the text as shown.
  const html = (await response.text()).replaceAll('<!-- -->', '');
  return { status: response.status, html, headers: response.headers };
};
/** Polls the page until it shows `text`, failing after 5 seconds (the promise). */
const showsWithin5s = (urlPath: string, text: string) =>
  expect.poll(async () => (await page(urlPath)).html, { timeout: 5_000, interval: 100 }).toContain(text);

async function destinationRow(code: string) {
  const [row] = await t.database.db.select().from(destinations).where(eq(destinations.code, code));
  return row!;
}

describe('destination pages from the live catalogue', () => {
  it('show an operator edit of the card and of a fee within 5 seconds, in English and Hindi, without a build', async () => {
    // Thailand is visa-free for Indian passports: the page leads with that and prices the visa "if you need one".
    const before = await page('/visa/thailand');
    expect(before.status).toBe(200);
    expect(before.html).toContain('If you need a visa: from ₹3,499');
    expect(before.headers.get('content-type')).toMatch(/^text\/html/);

    const row = await destinationRow('TH');
    await editDestination(t.database, operatorActor('admin@hellovisa.example'), 'TH', {
      name: row.name,
      image: row.image,
      pricePaise: 379_900,
      eVisa: row.eVisa,
      summary: 'Island hopping from Krabi to Koh Lanta',
      version: row.version,
    });
    await showsWithin5s('/visa/thailand', 'If you need a visa: from ₹3,799');
    await showsWithin5s('/hi/visa/thailand', '₹3,799 से');
    const edited = await page('/visa/thailand');
    expect(edited.html).toContain('Island hopping from Krabi to Koh Lanta');
    // The description is part of the server's head too, not only the body.
    expect(edited.html).toMatch(/<meta name="description" content="Thailand visa from ₹3,799/);

    const [option] = await t.database.db.select().from(visaOptions).where(eq(visaOptions.id, 'th-business'));
    const edit = VisaOptionEditSchema.parse({
      name: option!.name,
      governmentFeePaise: 400_000,
      serviceFeePaise: 50_000,
      processingDays: option!.processingDays,
      validity: option!.validity,
      stay: option!.stay,
      requirements: option!.requirements,
      eVisa: option!.eVisa,
      estimate: false,
      source: { name: 'Royal Thai Embassy, New Delhi', url: 'https://newdelhi.thaiembassy.org' },
      verifiedAt: '2025-03-04',
      version: option!.version,
    });
    await editVisaOption(t.database, operatorActor('admin@hellovisa.example'), 'th-business', edit);
    // 4,000 + 500 + 18% GST on the service fee = ₹4,590.
    await showsWithin5s('/visa/thailand', '₹4,590');
    expect((await page('/visa/thailand')).html).toContain('Royal Thai Embassy, New Delhi');
  });

  it('carry the data they were rendered from, so the browser hydrates the same page', async () => {
    const { html } = await page('/visa/japan');
    const block = /<script type="application\/json" id="server-data">(.*?)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(block ?? 'null') as { destination: { destination: { slug: string }; options: unknown[] } };
    expect(data.destination.destination.slug).toBe('japan');
    expect(data.destination.options.length).toBeGreaterThan(0);
    // The app's root holds the rendered page, not an empty shell.
    expect(html).toMatch(/<div id="root"><[^!]/);
  });

  it('answer a real 404 page for a slug the catalogue does not have', async () => {
    const missing = await page('/visa/atlantis');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('Page not found');
    expect((await page('/hi/visa/atlantis')).status).toBe(404);
  });

  it('follow the catalogue in the sitemap: a destination added to the database gets its page and its entries', async () => {
    const template = await destinationRow('JP');
    await t.database.db
      .insert(destinations)
      .values({ ...template, code: 'ZZ', slug: 'testland', name: 'Testland', sortOrder: 999, version: 1 });
    await announceCatalogueChange(t.database);
    await expect
      .poll(async () => (await page('/sitemap.xml')).html, { timeout: 5_000, interval: 100 })
      .toContain('/visa/testland</loc>');
    const sitemap = (await page('/sitemap.xml')).html;
    expect(sitemap).toContain('/hi/visa/testland</loc>');
    expect(sitemap).toContain('/visa/thailand</loc>');
    const testland = await page('/visa/testland');
    expect(testland.status).toBe(200);
    expect(testland.html).toContain('Testland Visa');
  });

  it('are sent compressed to browsers that accept it, like the prerendered pages', async () => {
    const fetchWith = (urlPath: string, encoding: string) =>
      fetch(`${t.url}${urlPath}`, { headers: { 'accept-language': 'en-IN', 'accept-encoding': encoding } });
    for (const [urlPath, encoding] of [
      ['/visa/thailand', 'gzip'],
      ['/', 'br'],
      ['/login', 'gzip'],
    ] as const) {
      const plain = await fetchWith(urlPath, 'identity');
      expect(plain.headers.get('content-encoding')).toBeNull();
      const compressed = await fetchWith(urlPath, encoding);
      expect(compressed.headers.get('content-encoding')).toBe(encoding);
      expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch decodes the body: the same page either way.
      expect(await compressed.text()).toBe(await plain.text());
    }
  });
});

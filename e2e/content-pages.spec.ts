import { expect, test } from './fixtures';

interface ContentPage {
  path: string;
  heading: string;
  /** Numbered sections of a legal document. */
  sections?: number;
  updated?: string;
}

const PAGES: ContentPage[] = [
  { path: '/about', heading: 'Visas made simple for every Indian traveller' },
  { path: '/careers', heading: 'Help millions of Indians travel the world' },
  { path: '/terms', heading: 'Terms of Service', sections: 28, updated: '30 July 2025' },
  { path: '/privacy', heading: 'Privacy Policy', sections: 13, updated: '26 November 2026' },
  { path: '/blog', heading: 'Visa guides and travel tips' },
  { path: '/Newsroom', heading: 'Newsroom' },
];

test.describe('content pages', () => {
  for (const content of PAGES) {
    test(`${content.path} is prerendered with its title, description and Open Graph tags`, async ({ request }) => {
      const response = await request.get(content.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]+\| HelloVisa<\/title>|<title>[^<]*HelloVisa[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');
      expect(html).toContain(`>${content.heading.replace(/’/g, '’')}</h1>`);
    });

    test(`${content.path} shows its heading${content.sections ? ` and ${content.sections} sections` : ''}`, async ({
      page,
    }) => {
      await page.goto(content.path);
      await expect(page.getByRole('heading', { level: 1, name: content.heading })).toBeVisible();
      if (content.sections) {
        await expect(page.locator('article h2')).toHaveCount(content.sections);
        await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveCount(
          content.sections,
        );
        await expect(page.getByText(`Last updated: ${content.updated}`)).toBeVisible();
      }
    });
  }

  test('terms carry the policy figures and privacy the grievance timelines', async ({ page }) => {
    await page.goto('/terms');
    const terms = page.locator('article');
    await expect(terms).toContainText('at least 18 years old');
    await expect(terms).toContainText('the amount you paid us in the six (6) months before the event');
    await expect(terms.getByRole('link', { name: 'support@hellovisa.example' })).toHaveAttribute(
      'href',
      'mailto:support@hellovisa.example',
    );
    await page.goto('/privacy');
    const privacy = page.locator('article');
    await expect(privacy).toContainText('acknowledge your grievance within 24 hours');
    await expect(privacy).toContainText('resolve it within 15 days');
    await expect(privacy).toContainText('appeal the outcome within 30 days');
  });

  test('about links to careers, the visa booking and the blog', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we stand for' }).locator('..').locator('li')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Reserve Your Visa' })).toHaveAttribute(
      'href',
      '/go-for-visa?autostart=1',
    );
    const blogCard = page.getByRole('region', { name: 'From the blog' }).getByRole('heading', { level: 3 });
    await expect(blogCard).toHaveCount(1);
    await page.getByRole('link', { name: 'See Open Roles' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help millions of Indians travel the world');
  });

  test('careers lists the three openings and Request A Demo opens the contact form on Partnership', async ({
    page,
  }) => {
    await page.goto('/careers');
    const openings = page.getByRole('region', { name: 'Open roles' });
    for (const role of ['Full Stack Developer', 'Customer Success Manager', 'Digital Marketing Specialist']) {
      await expect(openings.getByRole('heading', { level: 3, name: role })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Why you will like it here' })).toBeVisible();
    await page.getByRole('link', { name: 'Request A Demo' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=partner$/);
    await expect(page.getByLabel('Subject')).toHaveValue('partner');
    await expect(page.getByLabel('Subject').locator('option:checked')).toHaveText('Partnership Requirement');
  });

  test('the blog lists at least six posts, each on its own prerendered page in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    const titles = page.getByRole('heading', { level: 2 }).getByRole('link');
    const count = await titles.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const hrefs = await titles.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const href of hrefs) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      expect(sitemap).toContain(`${href}</loc>`);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain('<meta property="og:type" content="article"');
    }

    const firstTitle = (await titles.first().textContent()) ?? '';
    await titles.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    expect(await page.locator('article h2').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('heading', { name: 'More visa guides' })).toBeVisible();
  });

  test('links inside an article navigate within the site', async ({ page }) => {
    await page.goto('/blog/visa-document-checklist');
    await page.getByRole('link', { name: 'How to show proof of funds for a visa' }).click();
    await expect(page).toHaveURL(/\/blog\/proof-of-funds-bank-statements-for-visa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How to show proof of funds for a visa: bank statements, ITRs and sponsors',
    );
  });

  test('an unknown blog post answers 404', async ({ page }) => {
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
  });

  test('the newsroom lists dated announcements', async ({ page }) => {
    await page.goto('/Newsroom');
    const items = page.getByRole('listitem').filter({ has: page.locator('article') });
    expect(await items.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByRole('heading', { name: 'HelloVisa crosses 5 lakh visas processed' })).toBeVisible();
  });
});

import { appReady, expect, readOutbox, SAME_SITE, SUPPORT_INBOX, accountTest as test, uniqueEmail } from './fixtures';

/** Runs `window.__pwned = …` if any page ever executes it as markup. */
const PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

test.describe('hostile text is shown as text, never run', () => {
  test('a script payload in the profile name', async ({ page }) => {
    const saved = await page.request.put('/api/profile', {
      data: { firstName: PAYLOAD, lastName: 'Shah' },
      headers: SAME_SITE,
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/account/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(PAYLOAD, { exact: false }).first()).toBeVisible();
    await page.goto('/');
    await appReady(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a script payload in a contact message', async ({ page }) => {
    const email = uniqueEmail('xss');
    await page.goto('/contact');
    await appReady(page);
    await page.getByLabel('First name').fill(PAYLOAD);
    await page.getByLabel('Last name').fill('Shah');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Subject').selectOption({ label: 'Feedback' });
    await page.getByLabel('Message', { exact: true }).fill(PAYLOAD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('✅ Your query has been submitted!')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // The support e-mail carries the payload escaped in its HTML part.
    await expect
      .poll(async () => (await readOutbox()).find((m) => m.purpose === 'contact' && m.text.includes(email)))
      .toBeDefined();
    const toSupport = (await readOutbox()).find((m) => m.purpose === 'contact' && m.text.includes(email))!;
    expect(toSupport.to).toBe(SUPPORT_INBOX);
    expect(toSupport.text).toContain(PAYLOAD);
    expect((toSupport as { html?: string }).html ?? '').not.toContain('<script>');
  });
});

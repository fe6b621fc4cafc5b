import type { Page } from '@playwright/test';
import { expectNoAxeViolations, ok, PDF, signUp, uploadDocument } from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';
import { isoDaysFromNow } from './handoff-support';

test.beforeEach(async ({ page }) => {
  await quietHomePopups(page);
});

/** A draft for the account holder and Ravi, opened on the documents step. */
async function openDocumentsStep(page: Page): Promise<string> {
  const { application } = await ok(page.request, 'POST', '/api/applications', {
    data: {
      optionId: 'th-business',
      start: isoDaysFromNow(40),
      end: isoDaysFromNow(47),
      travellers: [{ self: true }, { firstName: 'Ravi', lastName: 'Rao', relationship: 'Spouse' }],
    },
  });
  await page.goto(`/apply?ref=${application.ref}&step=documents`);
  // A loaded machine may take a while to bring in the wizard's code.
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible({ timeout: 30_000 });
  return application.ref;
}

test('the document step takes a dropped photo with a preview, and offers the vault once per file', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page.request, 'document-step');
  // The same passport scan uploaded twice, and another file: the vault list names each file once.
  await uploadDocument(page.request, 'passport', 'passport.pdf', PDF);
  await uploadDocument(page.request, 'passport', 'passport.pdf', PDF);
  await uploadDocument(page.request, 'other', 'bank-statement.pdf', PDF);
  await openDocumentsStep(page);

  const ravi = page.getByRole('region', { name: 'Documents for Ravi Rao' });
  const photoItem = ravi.getByRole('listitem').filter({ hasText: 'Recent passport-size photo' });
  const picker = photoItem.getByLabel(/^From your documents for/);
  const uploaded = /^passport\.pdf · uploaded \d{2} \w{3} \d{4}$/;
  await expect(picker.locator('option', { hasText: 'passport.pdf' })).toHaveCount(1);
  await expect(picker.locator('option', { hasText: 'passport.pdf' })).toHaveText(uploaded);
  await expect(picker.locator('option', { hasText: 'bank-statement.pdf' })).toHaveCount(1);
  // Where a photo is asked for, a phone offers its camera.
  await expect(photoItem.locator('input[type=file][capture=environment]')).toHaveAttribute(
    'accept',
    'image/jpeg,image/png',
  );

  // Drop a JPEG made in the page onto the drop zone; the upload is held so its progress can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/documents/upload', async (route) => {
    await held;
    await route.continue();
  });
  const dataTransfer = await page.evaluateHandle(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 60;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#3366cc';
    context.fillRect(0, 0, 60, 80);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg'));
    const transfer = new DataTransfer();
    transfer.items.add(new File([blob], 'ravi-photo.jpg', { type: 'image/jpeg' }));
    return transfer;
  });
  const zone = photoItem.getByText('Drag a file here, or choose one:').locator('..');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(photoItem.getByRole('progressbar', { name: /^Uploading Recent passport-size photo/ })).toBeVisible();
  const preview = photoItem.getByRole('img', { name: 'Preview of ravi-photo.jpg' });
  await expect(preview).toBeVisible();
  release();
  await expect(photoItem.getByText('Attached', { exact: true })).toBeVisible();
  await expect(photoItem.getByRole('progressbar')).toHaveCount(0);
  // The thumbnail is the dropped picture itself (60 px wide), decoded.
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);

  // The new file joins the vault list of the other items, with the traveller it was used for.
  const passportItem = ravi.getByRole('listitem').filter({ hasText: 'Passport valid for at least 6 months' });
  const otherPicker = passportItem.getByLabel(/^From your documents for/);
  await expect(otherPicker.locator('option', { hasText: 'ravi-photo.jpg' })).toHaveText(/ · Ravi Rao$/);
  await expect(otherPicker.locator('option', { hasText: 'passport.pdf' })).toHaveCount(1);

  // A PDF chosen from the vault shows its icon and name.
  const statement = await otherPicker.locator('option', { hasText: 'bank-statement.pdf' }).getAttribute('value');
  await otherPicker.selectOption(statement!);
  await expect(passportItem.getByText('Attached', { exact: true })).toBeVisible();
  await expect(passportItem.locator('figure')).toContainText('bank-statement.pdf');
  await expectNoAxeViolations(page, 'documents');
});

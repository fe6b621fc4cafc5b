import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_APPLY_URL } from '../playwright.config';
import {
  expectNoAxeViolations,
  PAGE_PDF,
  signInAsOperator,
  signUp,
  submitApplication,
  uploadDocument,
} from './apply-support';
import { expect, quietHomePopups, test } from './fixtures';

/**
 * The review desk (issue 27): an operator sees the traveller's PDF and photo inline, under the console's
 * Content-Security-Policy, decides with the keyboard, accepts the rest after a confirmation, is held back
 * from the embassy until every document is accepted, and goes on to the next application of the queue.
 */

/** A paid application whose passport is a PDF and whose photo (the second item) is a JPEG. */
async function submittedApplication(request: APIRequestContext, photo: Buffer) {
  const pdf = await uploadDocument(request, 'passport', 'passport.pdf', PAGE_PDF);
  const jpeg = await uploadDocument(request, 'other', 'photo.jpg', photo);
  return submitApplication(request, { documentFor: (index) => (index === 1 ? jpeg : pdf) });
}

/** Content-Security-Policy violations of the page, reported as they happen. */
async function recordCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (/Refused to (frame|load|display)/.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Chromium's PDF viewer inside the document's frame, once it has laid the PDF out: its page count. */
async function pdfPageCount(page: Page): Promise<string | null> {
  const viewer = page
    .frames()
    .find(
      (frame) => frame.url().startsWith('chrome-extension://') && frame.parentFrame()?.url().includes('/documents/'),
    );
  if (!viewer) return null;
  return viewer
    .locator('#pagelength')
    .textContent({ timeout: 1_000 })
    .catch(() => null);
}

test('an operator reviews at the desk: a PDF and a photo inline, keyboard decisions, the approval guard, the next application', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const photo = await sharp({ create: { width: 320, height: 400, channels: 3, background: '#dbe4ee' } })
    .jpeg()
    .toBuffer();
  const travellerContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  const operatorContext = await browser.newContext({ baseURL: E2E_APPLY_URL });
  await quietHomePopups(operatorContext);
  const traveller = await travellerContext.newPage();
  const operator = await operatorContext.newPage();
  await signUp(traveller.request, 'desk-traveller');
  const first = await submittedApplication(traveller.request, photo);
  await submittedApplication(traveller.request, photo);
  const [passport, photoItem] = first.checklist;

  const operatorEmail = await signInAsOperator(operator, 'support');
  const violations = await recordCspViolations(operator);

  // The console's frame: its title reads on the navy, the operator can leave for the site or sign out.
  await operator.goto('/ops');
  const nav = operator.getByRole('navigation', { name: 'HelloVisa console' });
  await expect(nav.getByRole('heading', { name: 'HelloVisa console' })).toBeVisible();
  await expect(nav).toContainText(operatorEmail);
  await expect(nav.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeVisible();

  // The destination filter offers countries by name.
  await operator.getByRole('combobox', { name: 'Destination' }).selectOption({ label: 'Thailand' });
  await operator.getByRole('combobox', { name: 'Status' }).selectOption('submitted');
  await expect(operator).toHaveURL(/country=TH/);
  await expectNoAxeViolations(operator, 'queue');
  // The queue in the operator's order (both applications were submitted before it was opened).
  await operator.reload();
  const rows = operator.getByRole('region', { name: 'Application queue' });
  await expect(rows).toContainText(first.ref, { timeout: 30_000 });
  const queue = await rows.getByRole('link').allTextContents();
  const nextInQueue = queue[queue.indexOf(first.ref) + 1];
  expect(nextInQueue).toBeDefined();
  await operator.getByRole('link', { name: first.ref }).click();
  await expect(operator).toHaveURL(new RegExp(`/ops/applications/${first.ref}\\?.*status=submitted`));

  // The first document is the passport, a PDF in the browser's viewer beside the checklist.
  const desk = operator.getByRole('region', { name: 'Documents' });
  const documentPane = desk.getByRole('region', { name: new RegExp(`^${passport!.label}`) });
  await expect(documentPane.locator('iframe')).toHaveAttribute('title', new RegExp(`^Document: ${passport!.label}`));
  await expect.poll(() => pdfPageCount(operator), { timeout: 20_000 }).toBe('1');
  await expectNoAxeViolations(operator, 'desk');

  // J: the next document, the photo, shown as an image.
  await operator.keyboard.press('j');
  const photoPane = desk.getByRole('region', { name: new RegExp(`^${photoItem!.label}`) });
  const image = photoPane.getByRole('img', { name: new RegExp(`^Document: ${photoItem!.label}`) });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(320);

  // A accepts it: it folds away under "Accepted", and the desk moves on to a document still to decide.
  await operator.keyboard.press('a');
  const checklist = desk.getByRole('navigation', { name: 'Checklist' });
  await expect(checklist.getByText('Accepted (1)')).toBeVisible();
  await expect(checklist.getByRole('button', { name: new RegExp(`^${photoItem!.label}`) })).toBeHidden();
  await expect(desk.locator('[aria-current="true"]')).not.toContainText(photoItem!.label);
  await expect(operator.getByRole('heading', { name: 'Status: In review' })).toBeVisible();

  // R goes to the note; an empty rejection is refused on the field, not sent.
  await operator.keyboard.press('r');
  const note = desk.getByLabel('Note to the traveller (needed to reject)');
  await expect(note).toBeFocused();
  await note.press('Enter');
  await expect(desk.getByText('Say why the document is rejected')).toBeVisible();
  await note.blur();

  // The embassy waits until every required document is accepted: the form names the rest, the server says 409.
  const status = operator.getByRole('region', { name: /^Status:/ });
  await status.getByRole('combobox', { name: 'Move to' }).selectOption('with_embassy');
  await expect(status.getByText(/^Not accepted yet: /)).toContainText(passport!.label);
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(status.getByRole('alert')).toContainText('required documents are not accepted');
  await expect(operator.getByRole('heading', { name: 'Status: In review' })).toBeVisible();

  // Accept all remaining, after a confirmation; then the move goes through.
  await desk.getByRole('button', { name: 'Accept all remaining (4)' }).click();
  const confirm = operator.getByRole('dialog', { name: 'Accept all 4 remaining documents?' });
  await expectNoAxeViolations(operator, 'accept all dialog');
  await confirm.getByRole('button', { name: 'Accept all' }).click();
  await expect(checklist.getByText('Accepted (5)')).toBeVisible();
  await expect(desk.getByRole('button', { name: /Accept all remaining/ })).toBeHidden();
  await status.getByRole('combobox', { name: 'Move to' }).selectOption('with_embassy');
  await expect(status.getByText(/^Not accepted yet: /)).toBeHidden();
  await status.getByRole('button', { name: 'Change status' }).click();
  await expect(operator.getByRole('heading', { name: 'Status: With the embassy' })).toBeVisible();

  // N: the next application of the queue the operator came from (submitted, Thailand), filters kept.
  await operator.keyboard.press('n');
  await expect(operator).toHaveURL(new RegExp(`/ops/applications/${nextInQueue}\\?.*status=submitted`));
  await expect(operator.getByRole('heading', { name: new RegExp(`^${nextInQueue}:`) })).toBeVisible();
  await expect(operator.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute(
    'href',
    /^\/ops\?.*status=submitted/,
  );
  await expect.poll(() => pdfPageCount(operator), { timeout: 20_000 }).toBe('1');
  await expectNoAxeViolations(operator, 'next application');

  expect(violations).toEqual([]);

  // Signing out leaves the console for the site.
  await operator.getByRole('button', { name: 'Sign out' }).click();
  await expect(operator).toHaveURL(`${E2E_APPLY_URL}/`);
  await operator.goto('/ops');
  await expect(operator).toHaveURL(/\/login\?next=/);

  await travellerContext.close();
  await operatorContext.close();
});

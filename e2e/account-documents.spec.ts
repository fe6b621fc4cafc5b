import { expect, SAME_SITE, accountTest as test } from './fixtures';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const EXECUTABLE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]);

test.describe('documents', () => {
  test('shows the empty state and asks for a file first', async ({ page }) => {
    await page.goto('/account/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
    const type = page.getByLabel('Document type');
    await expect(type).toHaveValue('passport');
    await expect(type.locator('option')).toHaveText([
      'Passport',
      'PAN Card',
      'Visa',
      'Aadhar Card',
      'Visa photo',
      'Other',
    ]);
    await expect(page.getByLabel('File')).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');

    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Please choose a file first.')).toBeVisible();
    await expect(page.getByLabel('File')).toBeFocused();
  });

  test('uploads, downloads and deletes a document, updating the table in place', async ({ page }) => {
    await page.goto('/account/documents');
    await page.getByLabel('Document type').selectOption('visa');
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'schengen-visa.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('File uploaded successfully!')).toBeVisible();

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Type', 'File', 'Uploaded On', 'Actions']);
    const row = table.getByRole('row', { name: /schengen-visa\.pdf/ });
    await expect(row.locator('td').first()).toHaveText('Visa');
    await expect(row.locator('td').nth(2)).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: 'schengen-visa.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('schengen-visa.pdf');
    expect(download.url()).toMatch(/\/api\/documents\/[^/]+\/file$/);

    await page.getByLabel('File').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Document type').selectOption('passport');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await expect(table.locator('tbody tr').first()).toContainText('passport.pdf');

    await row.getByRole('button', { name: /Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this document?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByText('schengen-visa.pdf')).toHaveCount(0);

    await table.getByRole('button', { name: /Delete/ }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
  });

  test('shows twenty at a time and loads more on demand', async ({ page }) => {
    for (let n = 1; n <= 21; n++) {
      const upload = await page.request.post('/api/documents/upload', {
        headers: SAME_SITE,
        multipart: { type: 'other', file: { name: `scan-${n}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(upload.status()).toBe(201);
    }
    await page.goto('/account/documents');
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText('scan-21.pdf');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(21);
    await expect(rows.last()).toContainText('scan-1.pdf');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('refuses a program renamed to .pdf with the fixed message', async ({ page }) => {
    await page.goto('/account/documents');
    await page
      .getByLabel('File')
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXECUTABLE });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Upload failed. Please try again.')).toBeVisible();
    await expect(page.getByText('No documents uploaded yet.')).toBeVisible();
  });
});

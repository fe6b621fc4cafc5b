import { expect, SAME_SITE, accountTest as test } from './fixtures';

test.describe('wishlist', () => {
  test('shows the empty text when nothing is saved', async ({ page }) => {
    await page.goto('/account/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Future Wishlist' })).toBeVisible();
    await expect(page.getByText("You haven't added anything to your wishlist yet.")).toBeVisible();
  });

  test('shows saved destinations as cards with View, and removes one after confirming', async ({ page }) => {
    for (const country of ['TH', 'AE']) {
      const added = await page.request.post('/api/wishlist', {
        data: { type: 'destination', country },
        headers: SAME_SITE,
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    await page.goto('/account/wishlist');
    const grid = page.getByRole('list', { name: 'Wishlist' });
    await expect(grid.getByRole('listitem')).toHaveCount(2);
    const thailand = grid.getByRole('article', { name: 'Thailand' });
    await expect(thailand).toBeVisible();
    await expect(thailand.getByRole('link', { name: /View/ })).toHaveAttribute('href', /^\/visa\//);

    await thailand.getByRole('button', { name: /Remove/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this item from your wishlist?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(1);
    await expect(grid.getByRole('article', { name: 'Thailand' })).toHaveCount(0);

    await grid.getByRole('link', { name: /View/ }).click();
    await expect(page).toHaveURL(/\/visa\//);
  });
});

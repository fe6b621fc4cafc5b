import { expectNoAxeViolations, ok, signInAsOperator, signUp, submitApplication } from './apply-support';
import { expect as baseExpect, quietHomePopups, test } from './fixtures';

/** Each step waits on pages and chunks loaded after a navigation: generous on a loaded machine, instant when ready. */
const expect = baseExpect.configure({ timeout: 60_000 });

/** The JSON-LD blocks of a page's HTML as the server sends it (what search engines read). */
async function structuredData(request: import('@playwright/test').APIRequestContext, urlPath: string) {
  const html = await (await request.get(urlPath)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

/**
 * Reviews end to end (docs/reviews.md): a traveller whose visa was approved rates the service on the application
 * page, support publishes it in the console, and the destination's page shows the rating with its schema.org
 * AggregateRating, in English and Hindi.
 */
test('an approved traveller rates the service, support publishes it, the destination page shows it', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const travellerContext = await browser.newContext();
  const operatorContext = await browser.newContext();
  for (const context of [travellerContext, operatorContext]) await quietHomePopups(context);
  const traveller = await travellerContext.newPage();
  const operator = await operatorContext.newPage();

  await signUp(traveller.request, 'review-traveller');
  const application = await submitApplication(traveller.request);
  await signInAsOperator(operator, 'support');
  const ops = `/api/ops/applications/${application.ref}`;
  for (const item of application.checklist) {
    await ok(operator.request, 'POST', `${ops}/checklist/${item.id}`, { data: { decision: 'accepted' } });
  }
  // Deciding the first document takes it into review.
  for (const status of ['with_embassy', 'approved']) {
    await ok(operator.request, 'POST', `${ops}/status`, { data: { status } });
  }
  const inbox = await ok(traveller.request, 'GET', '/api/notifications');
  expect(inbox.items.map((item: { title: string }) => item.title)).toContain('How was your Thailand visa service?');

  // The traveller rates it on the application page.
  await traveller.goto(`/account/applications/${application.ref}#review`);
  const card = traveller.getByRole('region', { name: 'Rate your visa service' });
  await expect(card).toBeVisible();
  await expectNoAxeViolations(traveller, 'review form');
  await card.getByRole('button', { name: 'Send my review' }).click();
  await expect(card.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  await card.getByRole('radio', { name: '4 stars' }).check();
  const words = `Visa came in five working days; the document check saved me a trip (${application.ref}).`;
  await card.getByLabel('Tell other travellers about it (optional)').fill(words);
  await card.getByRole('button', { name: 'Send my review' }).click();
  await expect(
    card.getByText(/Your review will appear on the destination's page once we have checked it/),
  ).toBeVisible();
  await expect(card.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();

  // Support publishes it from the console's pending list.
  await operator.goto('/ops/reviews');
  await expect(operator.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  const panel = operator.getByRole('listitem').filter({ hasText: words });
  await expect(panel).toContainText('Asha R.');
  await expectNoAxeViolations(operator, 'review moderation');
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel).toHaveCount(0);
  await operator.getByRole('combobox', { name: 'Show' }).selectOption('published');
  await expect(operator.getByRole('listitem').filter({ hasText: words })).toContainText('published by');

  // The destination page shows it at once, with its AggregateRating in the HTML.
  await traveller.goto('/visa/thailand');
  const reviews = traveller.getByRole('region', { name: 'What travellers say' });
  await expect(reviews.getByRole('listitem').filter({ hasText: words })).toContainText('Asha R.');
  await expect(reviews).toContainText(/out of 5/);
  const [english] = await structuredData(traveller.request, '/visa/thailand');
  expect(english).toMatchObject({
    '@type': 'Service',
    aggregateRating: { '@type': 'AggregateRating', bestRating: 5, worstRating: 1 },
  });
  expect(english.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(english.review).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ author: { '@type': 'Person', name: 'Asha R.' }, reviewBody: words }),
    ]),
  );

  // Hindi: the page and the traveller's card.
  await traveller.goto('/hi/visa/thailand');
  await expect(traveller.getByRole('region', { name: 'यात्री क्या कहते हैं' })).toContainText(words);
  const [hindi] = await structuredData(traveller.request, '/hi/visa/thailand');
  expect(hindi.aggregateRating.ratingValue).toBe(english.aggregateRating.ratingValue);
  await traveller.goto(`/hi/account/applications/${application.ref}`);
  const hindiCard = traveller.getByRole('region', { name: 'अपनी वीज़ा सेवा को रेटिंग दें' });
  await expect(hindiCard).toContainText('धन्यवाद! आपकी समीक्षा गंतव्य के पेज पर प्रकाशित है।');
  await expectNoAxeViolations(traveller, 'review card in Hindi');
});

import {
  expect,
  holdRequests,
  isAppScript,
  SUPPORT_INBOX,
  signUpThroughApi,
  startLoginHelpQuery,
  test,
  uniqueEmail,
  waitForMessage,
} from './fixtures';

test.describe('contact form', () => {
  test('a plain question reaches support and the sender, and the form clears', async ({ page }) => {
    const email = uniqueEmail('contact');
    const since = new Date();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Monday to Sunday, 9 AM to 8 PM IST')).toBeVisible();
    await expect(page.getByRole('link', { name: SUPPORT_INBOX })).toHaveAttribute('href', `mailto:${SUPPORT_INBOX}`);

    const subject = page.getByLabel('Subject');
    await expect(subject.locator('option')).toHaveCount(11);
    await page.getByLabel('First name').fill('Meera');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await subject.selectOption({ label: 'Processing Time Queries' });
    await expect(page.getByLabel('Mobile number')).toHaveCount(0);
    await expect(page.getByLabel('Login email')).toHaveCount(0);
    await page
      .getByLabel('Message', { exact: true })
      .fill('How long does a Japan tourist visa take in October? <b>urgent</b>');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('✅ Your query has been submitted!')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(subject).toHaveValue('');

    const toSupport = await waitForMessage(SUPPORT_INBOX, { purpose: 'contact', since, mentioning: email });
    expect(toSupport.subject).toBe('[Contact] Processing Time Queries from Meera Iyer');
    expect(toSupport.text).toContain('How long does a Japan tourist visa take in October? <b>urgent</b>');
    const receipt = await waitForMessage(email, { purpose: 'contact-receipt', since });
    expect(receipt.subject).toBe('We received your query: Processing Time Queries');
  });

  test('Unable to Login asks for the mobile and login e-mail and sends them', async ({ page }) => {
    const email = uniqueEmail('locked-out');
    const since = new Date();
    await startLoginHelpQuery(page, email);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter a mobile number of 10 to 15 digits')).toBeVisible();
    await expect(page.getByText('Enter the e-mail address of your account')).toBeVisible();

    await page.getByLabel('Mobile number').fill('98765abc');
    await page.getByLabel('Login email').fill('arjun.old@example.com');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter a mobile number of 10 to 15 digits')).toBeVisible();

    await page.getByLabel('Mobile number').fill('919876543210');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('✅ Your query has been submitted!')).toBeVisible();
    await expect(page.getByLabel('Mobile number')).toHaveCount(0);

    const toSupport = await waitForMessage(SUPPORT_INBOX, { purpose: 'contact', since, mentioning: email });
    expect(toSupport.subject).toBe('[Contact] Unable to Login from Arjun Nair');
    expect(toSupport.text).toContain('Mobile on the account: 9876543210');
    expect(toSupport.text).toContain('E-mail on the account: arjun.old@example.com');
  });

  test('a signed-in traveller finds their name and e-mail filled in', async ({ page }) => {
    const user = await signUpThroughApi(page.request, { firstName: 'Nisha', lastName: 'Kapoor' });
    const since = new Date();
    await page.goto('/contact');
    await expect(page.getByLabel('First name')).toHaveValue('Nisha');
    await expect(page.getByLabel('Last name')).toHaveValue('Kapoor');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
    await page.getByLabel('Subject').selectOption({ label: 'Fee and Payment Information' });
    await page.getByLabel('Message', { exact: true }).fill('Is the visa fee refundable if my trip is cancelled?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('✅ Your query has been submitted!')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);
    const receipt = await waitForMessage(user.email, { purpose: 'contact-receipt', since });
    expect(receipt.subject).toBe('We received your query: Fee and Payment Information');
  });

  test('required fields are checked before anything is sent', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter your first name')).toBeVisible();
    await expect(page.getByText('Enter your last name')).toBeVisible();
    await expect(page.getByText('Enter your email')).toBeVisible();
    await expect(page.getByText('Choose a subject')).toBeVisible();
    await expect(page.getByText('Enter your message')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a form sent before the page has taken over is held, then checked by the page, never sent by the browser', async ({
    page,
  }) => {
    // The page's module scripts wait; the loader that holds early submits is a classic script and runs.
    const release = await holdRequests(page, isAppScript);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await page.goto('/contact');
    await page.getByLabel('First name').fill('Kavya');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    release();
    await expect(page.getByText('Enter your last name')).toBeVisible();
    await expect(page.getByText('Enter your first name')).toBeHidden();
    await expect(page.getByLabel('First name')).toHaveValue('Kavya');
    await expect(page).toHaveURL(/\/contact$/);
    expect(posted).toBe(false);
  });

  test('a network failure says the server could not be reached and keeps the text', async ({ page }) => {
    await page.goto('/contact');
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
    await page.getByLabel('First name').fill('Kavya');
    await page.getByLabel('Last name').fill('Rao');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('offline'));
    await page.getByLabel('Subject').selectOption('feedback');
    await page.getByLabel('Message', { exact: true }).fill('Lovely service.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('❌ Could not connect to server. Please try again later.')).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Lovely service.');
  });
});

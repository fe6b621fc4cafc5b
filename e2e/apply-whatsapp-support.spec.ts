import { createHmac } from 'node:crypto';
import { E2E_APPLY_URL, E2E_WHATSAPP_APP_SECRET } from '../playwright.config';
import { expectNoAxeViolations, outboxMessage, signInAsOperator } from './apply-support';
import { expect, randomMobile, test } from './fixtures';

/** What Meta's webhook posts when a traveller writes, signed with the app secret. */
function inboundEvent(from: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1029384756',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ profile: { name: 'Kabir Shah' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.e2e.${from}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: 'Has my visa for Japan been decided?' },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', E2E_WHATSAPP_APP_SECRET).update(body).digest('hex')}`;
  return { body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature } };
}

test('a WhatsApp message reaches the console inbox and support replies on WhatsApp', async ({ page }) => {
  const from = `91${randomMobile()}`;
  const operator = await signInAsOperator(page, 'support');
  // Meta's servers call without the operator's cookies.
  const delivered = await fetch(`${E2E_APPLY_URL}/api/whatsapp/webhook`, { method: 'POST', ...inboundEvent(from) });
  expect(delivered.status).toBe(200);

  await page.goto('/ops/inbox');
  await expect(page.getByRole('heading', { name: 'Contact inbox' })).toBeVisible();
  const conversation = page.getByRole('listitem').filter({ hasText: `Kabir Shah (+${from})` });
  await expect(conversation.getByRole('heading')).toHaveText(
    `WhatsApp: Kabir Shah (+${from}) · no account with this verified mobile`,
  );
  await expect(conversation).toContainText('Has my visa for Japan been decided?');
  await expectNoAxeViolations(page, 'inbox with a WhatsApp conversation');

  await conversation.getByLabel(/^Reply on WhatsApp to \+\d+ \(free text until/).fill('Yes: it was approved today.');
  await conversation.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(conversation).toContainText(`Reply by ${operator} on WhatsApp`);
  const sent = (await outboxMessage(`+${from}`, 'contact-reply')) as unknown as { channel: string; text: string };
  expect(sent).toMatchObject({ channel: 'whatsapp', text: 'Yes: it was approved today.' });
});

import { executionAsyncId } from 'node:async_hooks';
import { render as reactEmailRender } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { EmailLayout } from './email-layout';
import { render } from './render-email-html';

const brand = { productName: 'HelloVisa', publicUrl: 'https://hellovisa.example' };
const content = {
  subject: 'Your code',
  paragraphs: ['Your code is 123456. <b>Not bold</b> & escaped.', 'Open https://hellovisa.example/reset?token=abc'],
  code: '123456',
  action: { label: 'Reset your password', url: 'https://hellovisa.example/reset?token=abc' },
  details: [['Name', 'Asha "A" Rao'] as [string, string]],
};

/** Promise continuations only get their own async id while promise hooks are on. */
async function promiseHooksOn(): Promise<boolean> {
  await null;
  return executionAsyncId() !== 0;
}

describe('e-mail rendering on the web-streams renderer', () => {
  it('leaves promise hooks off', async () => {
    expect(await promiseHooksOn()).toBe(false);
    await render(EmailLayout(content, brand));
    await render(EmailLayout(content, brand), { plainText: true });
    expect(await promiseHooksOn()).toBe(false);
  });

  it("writes the same HTML and plain text as React Email's own render", async () => {
    const element = EmailLayout(content, brand);
    expect(await render(element)).toBe(await reactEmailRender(element));
    const textOptions = { plainText: true as const, htmlToTextOptions: { wordwrap: false as const } };
    expect(await render(element, textOptions)).toBe(await reactEmailRender(element, textOptions));
  });
});

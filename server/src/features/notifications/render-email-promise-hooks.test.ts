import { executionAsyncId } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './templates';

const brand = { productName: 'HelloVisa', publicUrl: 'https://hellovisa.example' };
const content = { subject: 'Your code', paragraphs: ['Your code is 123456.'], code: '123456' };

/** Promise continuations only get their own async id while promise hooks are on. */
async function promiseHooksOn(): Promise<boolean> {
  await null;
  return executionAsyncId() !== 0;
}

describe('e-mail rendering', () => {
  // React's Node renderer keeps its request state in an AsyncLocalStorage. Node 24 builds that on async context
  // frames; an older Node turned promise hooks on for the whole process at the first e-mail, and every API request
  // after it paid for them.
  it('leaves promise hooks off for the requests that follow', async () => {
    expect(await promiseHooksOn()).toBe(false);
    const email = await renderEmail(content, brand);
    expect(email.text).toContain('123456');
    expect(await promiseHooksOn()).toBe(false);
  });
});

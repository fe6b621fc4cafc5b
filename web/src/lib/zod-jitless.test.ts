import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns on jitless mode in zod loaded after it, without importing zod', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});

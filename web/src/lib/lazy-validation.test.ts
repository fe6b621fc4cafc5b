import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyValidation } from './lazy-validation';

const EmailForm = z.object({ email: z.string().min(1, 'Enter your email') });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ email: string }>;

describe('lazyValidation', () => {
  it('loads the rules once, at the first validation or prefetch, and validates with them', async () => {
    let loads = 0;
    const validation = lazyValidation(async () => {
      loads += 1;
      return { email: zodResolver(EmailForm) };
    });
    const resolve = validation.resolver((rules) => rules.email);
    expect(loads).toBe(0);

    validation.prefetch();
    const empty = await resolve({ email: '' }, undefined, options);
    expect(empty.errors.email?.message).toBe('Enter your email');
    expect((await resolve({ email: 'a@b.in' }, undefined, options)).values).toEqual({ email: 'a@b.in' });
    expect(loads).toBe(1);
  });

  it('tries the load again after a failure, which the validation that needed it reports', async () => {
    let attempts = 0;
    const validation = lazyValidation(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { email: zodResolver(EmailForm) };
    });
    const resolve = validation.resolver((rules) => rules.email);

    validation.prefetch();
    await expect(resolve({ email: '' }, undefined, options)).rejects.toThrow('offline');
    const retried = await resolve({ email: '' }, undefined, options);
    expect(retried.errors.email?.message).toBe('Enter your email');
    expect(attempts).toBe(2);
  });
});

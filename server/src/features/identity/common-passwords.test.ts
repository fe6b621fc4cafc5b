import { describe, expect, it } from 'vitest';
import { isCommonPassword, refuseCommonPassword } from './common-passwords';

describe('common passwords', () => {
  it('knows the breached favourites, whatever their case', () => {
    for (const password of ['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou', 'sunshine']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets an uncommon password through', () => {
    expect(isCommonPassword('Monsoon-Trip-2027')).toBe(false);
    expect(() => refuseCommonPassword('Monsoon-Trip-2027', 'newPassword')).not.toThrow();
  });

  it('refuses with a 400 naming the field', () => {
    expect(() => refuseCommonPassword('password', 'newPassword')).toThrow(
      expect.objectContaining({
        statusCode: 400,
        options: { fields: { newPassword: expect.stringContaining('most common') } },
      }),
    );
  });
});

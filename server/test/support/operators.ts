import type { Role } from '@contract/ops/roles';
import { createUser, type TestUser, uniqueEmail } from '../fixtures';
import type { TestApp } from '../test-app';

/**
 * An operator as the console expects one: the role, and two-factor authentication already on
 * (inserted like createUser's verified user; the browser journey turns 2FA on through the screens).
 */
export function createOperator(t: TestApp, role: Exclude<Role, 'traveller'>, options: { twoFactor?: boolean } = {}) {
  return createUser(t, {
    email: uniqueEmail(role),
    role,
    totpEnabledAt: options.twoFactor === false ? null : new Date(),
    totpSecret: options.twoFactor === false ? null : 'JBSWY3DPEHPK3PXP',
  }) as Promise<TestUser>;
}

/** The audit's actor for a change made in code by an operator with this e-mail (no session, no address). */
export const operatorActor = (email: string) => ({ id: null, email, ip: null });

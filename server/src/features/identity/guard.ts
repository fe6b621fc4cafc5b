import { type Role, roleAtLeast } from '@contract/ops/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, unauthenticated } from '../../lib/app-error';
import type { OperatorActor } from '../../lib/audit';
import type { Guards } from '../../plugins/guards';
import { requireAuth } from './session-plugin';
import { findUserById } from './users';

declare module 'fastify' {
  interface FastifyRequest {
    operator: (OperatorActor & { id: string; role: Role; twoFAEnabled: boolean }) | null;
  }
}

/**
 * The role is read from the database on every console request (not from the cached session), so a
 * revoked role stops working at once, also when it was revoked from the command line.
 */
async function requireRole(request: FastifyRequest, needed: Role, options: { twoFactor: boolean }) {
  const auth = request.auth;
  if (!auth) throw unauthenticated();
  const row = await findUserById(request.server.database.db, auth.userId);
  if (!row || !roleAtLeast(row.role, 'support')) {
    throw new AppError('FORBIDDEN', 'This page is for HelloVisa staff only.');
  }
  if (!roleAtLeast(row.role, needed)) throw new AppError('FORBIDDEN', 'This action needs an administrator.');
  if (options.twoFactor && !row.totpEnabledAt) {
    throw new AppError('TWO_FACTOR_REQUIRED', 'Turn on two-factor authentication before using the console.');
  }
  request.operator = {
    id: auth.userId,
    email: row.email,
    ip: request.ip,
    role: row.role as Role,
    twoFAEnabled: Boolean(row.totpEnabledAt),
  };
}

/** Console routes for support staff and admins (two-factor authentication on). */
export const requireSupport = (request: FastifyRequest) => requireRole(request, 'support', { twoFactor: true });
/** Console routes for admins only (two-factor authentication on). */
export const requireAdmin = (request: FastifyRequest) => requireRole(request, 'admin', { twoFactor: true });
/** The console's own start: any operator, even before two-factor authentication is on. */
export const requireOperator = (request: FastifyRequest) => requireRole(request, 'support', { twoFactor: false });

/** The operator behind a guarded console request. */
export function currentOperator(request: FastifyRequest) {
  if (!request.operator) throw unauthenticated();
  return request.operator;
}

/**
 * As requireAuth, for a link sent by e-mail: a signed-out browser (Accept: text/html) goes to sign in and comes
 * back to the link (303), other clients get 401.
 */
export async function requireAuthOrSignIn(request: FastifyRequest, reply: FastifyReply) {
  if (request.auth) return;
  if (!request.headers.accept?.includes('text/html')) throw unauthenticated();
  return reply.redirect(`/login?next=${encodeURIComponent(request.url)}`, 303);
}

/** The identity module's guards and the security each gives a route in the OpenAPI document. */
export const identityGuards = [
  [requireAuth, [{ session: [] }, { bearer: [] }]],
  [requireAuthOrSignIn, [{ session: [] }, { bearer: [] }]],
  // Console routes: a session whose user holds the role named as the scope.
  [requireOperator, [{ session: ['support'] }, { bearer: ['support'] }]],
  [requireSupport, [{ session: ['support'] }, { bearer: ['support'] }]],
  [requireAdmin, [{ session: ['admin'] }, { bearer: ['admin'] }]],
] as const satisfies Guards;

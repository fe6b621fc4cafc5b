import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin, requireOperator, requireSupport } from '../features/identity/guard';
import { requirePartner } from './partner-auth';
import { requireAuth } from './session';

type Security = Array<Record<string, string[]>>;

/** Each guard and how the OpenAPI document names what it requires. */
const GUARDS = new Map<unknown, Security>([
  [requireAuth, [{ session: [] }, { bearer: [] }]],
  [requirePartner, [{ partner: [] }]],
  // Console routes: a session whose user holds the role named as the scope.
  [requireOperator, [{ session: ['support'] }, { bearer: ['support'] }]],
  [requireSupport, [{ session: ['support'] }, { bearer: ['support'] }]],
  [requireAdmin, [{ session: ['admin'] }, { bearer: ['admin'] }]],
]);

const hooksOf = (hooks: unknown): unknown[] => [hooks ?? []].flat();
const routeName = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/** The security a route's OpenAPI entry states: the one of the guard it declares, or none. */
function securityOf(route: RouteOptions): Security | undefined {
  if (hooksOf(route.preHandler).some((hook) => GUARDS.has(hook))) {
    throw new Error(`${routeName(route)}: declare its guard as onRequest, not preHandler`);
  }
  const [guard, ...more] = hooksOf(route.onRequest).filter((hook) => GUARDS.has(hook));
  if (more.length > 0) throw new Error(`${routeName(route)}: declare one guard`);
  return guard ? GUARDS.get(guard) : undefined;
}

/**
 * Routes declare their guard as `onRequest`, so an unauthenticated caller is refused before the body
 * is read or validated. The route's OpenAPI `security` is derived from that guard (the generated
 * access-control tests rely on it); a guard declared as preHandler, or a hand-written `security` that
 * says otherwise, stops the server at start-up.
 */
export const guardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const security = securityOf(route);
    const written = route.schema?.security;
    if (written !== undefined && !isDeepStrictEqual(written, security)) {
      throw new Error(`${routeName(route)}: its schema.security contradicts its guard; leave it out`);
    }
    if (security) route.schema = { ...route.schema, security };
  });
});

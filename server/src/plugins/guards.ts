import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requirePartner } from './partner-auth';

/** How the OpenAPI document names what a guard requires. */
export type Security = Array<Record<string, string[]>>;
/** Each guard (an onRequest hook) with its security; the modules that own the guards provide them. */
export type Guards = ReadonlyArray<readonly [guard: unknown, security: Security]>;

const hooksOf = (hooks: unknown): unknown[] => [hooks ?? []].flat();
const routeName = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;

/** The security a route's OpenAPI entry states: the one of the guard it declares, or none. */
function securityOf(GUARDS: Map<unknown, Security>, route: RouteOptions): Security | undefined {
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
export const guardsPlugin = fp(async (app: FastifyInstance, options: { guards: Guards }) => {
  const guards = new Map<unknown, Security>([[requirePartner, [{ partner: [] }]], ...options.guards]);
  app.addHook('onRoute', (route) => {
    const security = securityOf(guards, route);
    const written = route.schema?.security;
    if (written !== undefined && !isDeepStrictEqual(written, security)) {
      throw new Error(`${routeName(route)}: its schema.security contradicts its guard; leave it out`);
    }
    if (security) route.schema = { ...route.schema, security };
  });
});

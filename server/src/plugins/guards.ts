import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin, requireOperator, requireSupport } from '../features/ops/guard';
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

/**
 * Routes may list a guard as preHandler or onRequest; either way it runs at onRequest, so that an
 * unauthenticated caller is refused before the body is read or validated, and the route's OpenAPI
 * entry states the security it needs (the generated access-control tests rely on it).
 */
export const guardsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat();
    const onRequest = [route.onRequest ?? []].flat() as onRequestAsyncHookHandler[];
    const guards = [...preHandlers, ...onRequest].filter((hook) => GUARDS.has(hook)) as onRequestAsyncHookHandler[];
    if (guards.length === 0) return;
    route.preHandler = preHandlers.filter((hook) => !GUARDS.has(hook));
    route.onRequest = [...new Set([...guards, ...onRequest])];
    route.schema = { ...route.schema, security: GUARDS.get(guards[0]) };
  });
});

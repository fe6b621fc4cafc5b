import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { identityGuards, requireAdmin } from '../src/features/identity/guard';
import { requireAuth } from '../src/features/identity/session-plugin';
import { errorsPlugin } from '../src/plugins/errors';
import { guardsPlugin } from '../src/plugins/guards';
import { openapiPlugin } from '../src/plugins/openapi';
import { requirePartner } from '../src/plugins/partner-auth';

// A bare server with the guard and OpenAPI plugins, so each case shows what a route declaration
// alone leads to: refused at start-up, or documented with the security its guard demands.
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A started server with these routes under /api; start-up fails as the real server's would. */
async function startedWith(routes: (routes: FastifyInstance) => void): Promise<FastifyInstance> {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.decorateRequest('auth', null);
  await server.register(errorsPlugin);
  await server.register(guardsPlugin, { guards: identityGuards });
  await server.register(openapiPlugin, {
    productName: 'Test',
    publicUrl: 'http://localhost',
    supportEmail: 'support@localhost',
    sessionCookieName: 's',
  });
  server.register(async (scope) => routes(scope), { prefix: '/api' });
  await server.ready();
  return server;
}

/** Start-up fails with this message (a server that never started has nothing to close). */
async function expectRefusedAtStart(routes: (routes: FastifyInstance) => void, message: string) {
  await expect(startedWith(routes)).rejects.toThrow(message);
}

const ok = async () => ({ ok: true });

describe('declaring a guard', () => {
  it('refuses to start when a guard is declared as preHandler', async () => {
    await expectRefusedAtStart((routes) => {
      routes.get('/things', { preHandler: requireAuth }, ok);
    }, 'GET /api/things: declare its guard as onRequest, not preHandler');
  });

  it('refuses to start when a hand-written security says something other than the guard', async () => {
    await expectRefusedAtStart((routes) => {
      routes.post('/handoff', { onRequest: requireAuth, schema: { security: [{ session: [] }] } }, ok);
    }, 'POST /api/handoff: its schema.security contradicts its guard');
  });

  it('refuses to start when a route states a security but declares no guard', async () => {
    await expectRefusedAtStart((routes) => {
      routes.get('/open', { schema: { security: [{ partner: [] }] } }, ok);
    }, 'GET /api/open: its schema.security contradicts its guard');
  });

  it('documents the security of the guard declared as onRequest, and none on open routes', async () => {
    app = await startedWith((routes) => {
      routes.get('/me', { onRequest: requireAuth }, ok);
      routes.put('/partner/things/:ref', { onRequest: [requirePartner] }, ok);
      routes.delete('/ops/users/:id', { onRequest: requireAdmin }, ok);
      routes.get('/open', ok);
    });
    const paths = (app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> }).paths;
    expect(paths['/api/me']?.get?.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(paths['/api/partner/things/{ref}']?.put?.security).toEqual([{ partner: [] }]);
    expect(paths['/api/ops/users/{id}']?.delete?.security).toEqual([{ session: ['admin'] }, { bearer: ['admin'] }]);
    expect(paths['/api/open']?.get?.security).toEqual([]);
  });

  it('refuses a caller without a session before the body is validated', async () => {
    app = await startedWith((routes) => {
      routes.post('/notes', { onRequest: requireAuth, schema: { body: z.object({ text: z.string() }) } }, ok);
    });
    const res = await app.inject({ method: 'POST', url: '/api/notes', payload: { text: 42 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the zod contract: /api/openapi.json, with interactive docs at /api/docs
 * when `docs` is on (config: always outside production, in production only with API_DOCS=1).
 */
export interface OpenapiOptions {
  productName: string;
  publicUrl: string;
  sessionCookieName: string;
  docs?: boolean;
}

export const openapiPlugin = fp(async (app: FastifyInstance, options: OpenapiOptions) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${options.productName} API`,
        description: 'Visa search, accounts and the partner API of the booking site.',
        version: '1.0.0',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName },
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token' },
          partner: { type: 'http', scheme: 'bearer', description: 'PARTNER_API_KEY of the booking site' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (options.docs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

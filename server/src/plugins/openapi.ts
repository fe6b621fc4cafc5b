import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { completeDocument } from './openapi-document';

/**
 * OpenAPI generated from the zod contract: /api/openapi.json, with interactive docs at /api/docs
 * when `docs` is on (config: always outside production, in production only with API_DOCS=1).
 */
export interface OpenapiOptions {
  productName: string;
  publicUrl: string;
  supportEmail: string;
  sessionCookieName: string;
  /** Sections of the docs with their own description (the others are listed by name only). */
  tags?: Array<{ name: string; description: string }>;
  docs?: boolean;
}

export const openapiPlugin = fp(async (app: FastifyInstance, options: OpenapiOptions) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${options.productName} API`,
        description: 'Visa search, accounts and the partner API of the booking site.',
        version: '1.0.0',
        contact: {
          name: `${options.productName} support`,
          email: options.supportEmail,
          url: `${options.publicUrl}/contact`,
        },
        license: { name: `Proprietary: ${options.productName} terms of service`, url: `${options.publicUrl}/terms` },
      },
      servers: [{ url: options.publicUrl }],
      tags: options.tags ?? [],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: options.sessionCookieName },
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token' },
          partner: { type: 'http', scheme: 'bearer', description: 'PARTNER_API_KEY of the booking site' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input)),
  });
  if (options.docs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

import { ErrorEnvelopeSchema, OkSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveWebhook, verifyHandshake } from './webhook';

const tags = ['whatsapp'];

const HandshakeQuerySchema = z.object({
  'hub.mode': z.string().max(40).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});

/**
 * Meta's WhatsApp webhook (docs/channels.md#the-webhook): answered while WHATSAPP_APP_SECRET and
 * WHATSAPP_VERIFY_TOKEN are set, 404 otherwise.
 */
export async function whatsappRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = () => app.config.whatsapp.webhook;

  app.get(
    '/whatsapp/webhook',
    {
      schema: {
        tags,
        summary: "The webhook's verification handshake: echoes hub.challenge when hub.verify_token is ours",
        querystring: HandshakeQuerySchema,
        response: {
          200: z.string(),
          400: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => reply.type('text/plain').send(verifyHandshake(settings(), request.query)),
  );

  // The events are signed over their exact bytes: this context keeps JSON bodies raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/whatsapp/webhook',
      {
        schema: {
          tags,
          summary: 'WhatsApp events: statuses of our messages and messages travellers send (X-Hub-Signature-256)',
          description:
            'X-Hub-Signature-256 is `sha256=` and the hex HMAC-SHA256 of the body with the app secret: missing or wrong, 401 and nothing changes. A message or status already received changes nothing.',
          response: {
            200: OkSchema,
            400: ErrorEnvelopeSchema,
            401: ErrorEnvelopeSchema,
            404: ErrorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        return receiveWebhook(app.database.db, settings(), body, typeof signature === 'string' ? signature : undefined);
      },
    );
  });
}

import { ErrorEnvelopeSchema } from '@contract/errors';
import { LANG_COOKIE, LanguageChoiceSchema } from '@contract/lang';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveUserLanguage } from './service';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export default async function languageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/language',
    {
      schema: {
        tags: ['language'],
        summary: 'Remember the chosen language',
        description:
          'Sets the language cookie (English pages then open in Hindi for a Hindi choice) and, for a signed-in traveller, saves it on the profile: e-mails and SMS follow it.',
        body: LanguageChoiceSchema,
        response: { 204: z.null(), 400: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      if (request.auth) await saveUserLanguage(app.database.db, request.auth.userId, language);
      reply.setCookie(LANG_COOKIE, language, {
        path: '/',
        maxAge: ONE_YEAR_SECONDS,
        sameSite: 'lax',
        secure: app.config.publicUrl.startsWith('https:'),
      });
      return reply.status(204).send(null);
    },
  );
}

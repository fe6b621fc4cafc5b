import { PassportReadingSchema } from '@contract/account/passport-reading';
import { IdParamsSchema } from '@contract/common';
import { ErrorEnvelopeSchema } from '@contract/errors';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileStorage } from '../../lib/storage';
import { receiveUpload, UPLOAD_RULES } from '../documents';
import { currentAuth, requireAuth } from '../identity';
import { HeldUpload } from './held-upload';
import { readPassport } from './reader';
import { passportEngine, readVaultPassport, releasePassportEngine } from './service';

const REFUSALS = {
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

const READ_DESCRIPTION =
  'Reads the two lines of the machine-readable zone (ICAO 9303 TD3) on our server. `valid` is true only when every ' +
  'check digit passes; look-alike characters (0/O, 1/I, 5/S, 8/B, 2/Z, </K) are repaired only where exactly one ' +
  'repair makes every check pass. 422 with what to do when no zone is found, the image is over 40 megapixels, ' +
  'or a PDF is password-protected or has no page. Rate-limited per account.';

export default async function passportReadingRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { idleMs, perHour } = app.config.passportReading;
  const perAccount = { name: 'passport-read', points: perHour, durationSeconds: 60 * 60 };
  app.addHook('onClose', releasePassportEngine);

  app.post(
    '/documents/passport/read',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['documents'],
        summary: "Read a passport's photo page (multipart `file`: JPG, PNG or PDF); nothing is stored",
        description: READ_DESCRIPTION,
        consumes: ['multipart/form-data'],
        response: { 200: PassportReadingSchema, ...REFUSALS },
      },
    },
    async (request) => {
      await app.rateLimits.consume([perAccount, currentAuth(request).userId]);
      const held = new HeldUpload();
      const upload = await receiveUpload(request, held, UPLOAD_RULES);
      return readPassport(passportEngine(idleMs), { data: held.data, contentType: upload.contentType }, new Date());
    },
  );

  app.post(
    '/documents/:id/read',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['documents'],
        summary: 'Read a passport in the vault (owner only) and keep the reading',
        description: READ_DESCRIPTION,
        params: IdParamsSchema,
        response: { 200: PassportReadingSchema, 422: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const { userId } = currentAuth(request);
      const deps = {
        db: app.database.db,
        storage: fileStorage(app.config.filesDir),
        engine: passportEngine(idleMs),
        spend: () => app.rateLimits.consume([perAccount, userId]),
      };
      return readVaultPassport(deps, userId, request.params.id, new Date());
    },
  );
}

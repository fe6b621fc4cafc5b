import { ErrorEnvelopeSchema } from '@contract/errors';
import { PhotoCheckResponseSchema } from '@contract/photo-check';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sharedFaceDetector } from './detector';
import { receivePhoto } from './photo-input';
import { checkPhoto, fixPhoto, type PhotoCheckDeps } from './service';

const tags = ['documents'];
const errors = {
  400: ErrorEnvelopeSchema,
  413: ErrorEnvelopeSchema,
  415: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};
const description =
  'Public and rate-limited per address: a photo is checked before anyone signs up, and nothing is stored (saving the ' +
  'result to the documents vault is the signed-in upload). Multipart fields `file` (JPEG or PNG, at most 20 MB and ' +
  '40 megapixels) and `destination` (ISO country code). 415 for a file that is not a photo, 422 for one over 40 ' +
  'megapixels or unreadable.';

/** The visa photo check and "Fix it for me" (DESIGN 14). */
export default async function photoCheckRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { perMinute, modelIdleMs } = app.config.photoCheck;
  const deps = (): PhotoCheckDeps => ({ db: app.database.db, detector: sharedFaceDetector(modelIdleMs) });
  const perIp = { name: 'photo-check', points: perMinute, durationSeconds: 60 };

  app.post(
    '/documents/photo/check',
    {
      schema: {
        tags,
        summary: "Check a visa photo against the destination's specification: every problem in plain words",
        description,
        consumes: ['multipart/form-data'],
        response: { 200: PhotoCheckResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await app.rateLimits.consume([perIp, request.ip]);
      const { bytes, fields } = await receivePhoto(request);
      reply.header('vary', 'accept-language');
      return checkPhoto(deps(), bytes, fields.destination, request.lang);
    },
  );

  app.post(
    '/documents/photo/fix',
    {
      schema: {
        tags,
        summary: 'Fix it for me: the photo cropped around the head and resized to the specification, as a JPEG',
        description: `${description} 422 too when cropping cannot mend the photo, saying what to retake.`,
        consumes: ['multipart/form-data'],
        response: errors,
      },
    },
    async (request, reply) => {
      await app.rateLimits.consume([perIp, request.ip]);
      const { bytes, fields } = await receivePhoto(request);
      const jpeg = await fixPhoto(deps(), bytes, fields.destination, request.lang);
      // The typed reply knows only the error envelopes declared above; the answer itself is a JPEG.
      return (reply as FastifyReply)
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'no-store')
        .send(jpeg);
    },
  );
}

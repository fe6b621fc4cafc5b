import {
  ApplicationListQuerySchema,
  ApplicationListSchema,
  ApplicationResponseSchema,
  ApplyOptionsQuerySchema,
  ApplyOptionsSchema,
  AttachDocumentSchema,
  CancelApplicationSchema,
  ChecklistItemParamsSchema,
  CreateApplicationSchema,
  RefParamsSchema,
  TrackQuerySchema,
  TrackResponseSchema,
  UpdateApplicationSchema,
} from '@contract/apply/applications';
import { PassportCheckSchema } from '@contract/apply/passport-check';
import { ErrorEnvelopeSchema } from '@contract/errors';
import { ApplicationTripCheckSchema } from '@contract/trip-check';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/app-error';
import { fileStorage } from '../../lib/storage';
import { attachmentHeader } from '../documents';
import { currentAuth, requireAuth } from '../identity';
import { passportEngine } from '../passport-reading';
import { tripCheckerFor } from '../trip-check';
import * as drafts from './drafts';
import { passportCheck } from './passport-check';
import { readAttachedPassport } from './passport-reads';
import { cancelApplication } from './status';
import { applicationTripCheck } from './trip-verdict';
import * as view from './view';
import { visaFile } from './visa-file';

const TRACK_PER_IP = { name: 'track-application', points: 10, durationSeconds: 60 };
/** New applications per account an hour, on top of the cap on open drafts. */
export const CREATE_PER_ACCOUNT = { name: 'create-application', points: 30, durationSeconds: 60 * 60 };
export const CREATING_TOO_FAST = 'You have started too many applications in the last hour. Please try again later.';

/** Applying on this site: drafts, checklist, cancel, tracking (submit and pay is the payments module's). */
export default async function applyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const trips = tripCheckerFor(app.database, app.config.tripCheck.staleMonths);
  const deps = () => ({ db: app.database.db, config: app.config, storage: fileStorage(app.config.filesDir) });
  const passportDeps = () => ({
    db: app.database.db,
    storage: fileStorage(app.config.filesDir),
    engine: passportEngine(app.config.passportReading.idleMs),
  });

  app.get(
    '/applications',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: 'Applications made on this site, most recently changed first, a page at a time',
        querystring: ApplicationListQuerySchema,
        response: { 200: ApplicationListSchema },
      },
    },
    async (request) => view.listApplications(db(), currentAuth(request).userId, request.query),
  );

  app.post(
    '/applications',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: 'Start an application (a draft) for a visa option, dates and travellers',
        body: CreateApplicationSchema,
        response: { 201: ApplicationResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = currentAuth(request);
      await app.rateLimits.consume([CREATE_PER_ACCOUNT, userId, CREATING_TOO_FAST]);
      const application = await drafts.createApplication(db(), trips, userId, request.body);
      return reply.status(201).send({ application });
    },
  );

  app.get(
    '/applications/:ref',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: 'One application with travellers, checklist, price, payments and timeline',
        params: RefParamsSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => ({
      application: await view.getApplication(db(), currentAuth(request).userId, request.params.ref),
    }),
  );

  app.put(
    '/applications/:ref',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: "Change a draft's travel dates or travellers",
        params: RefParamsSchema,
        body: UpdateApplicationSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => ({
      application: await drafts.updateApplication(
        db(),
        trips,
        currentAuth(request).userId,
        request.params.ref,
        request.body,
      ),
    }),
  );

  app.get(
    '/applications/:ref/trip-check',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: "The trip check of an application's dates for each traveller's passport (the ready-to-fly panel)",
        description:
          'A submission whose check says `not-allowed` is refused (422) before anything is charged. Texts in the request’s language.',
        params: RefParamsSchema,
        response: { 200: ApplicationTripCheckSchema },
      },
    },
    async (request, reply) => {
      const row = await view.ownedOrNotFound(db(), currentAuth(request).userId, request.params.ref);
      reply.header('vary', 'accept-language');
      return applicationTripCheck(trips, db(), row, request.lang);
    },
  );

  app.get(
    '/applications/:ref/passport-check',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: "Each traveller's attached passport as read against the application (what refuses payment, warnings)",
        description:
          'A problem (a field typed otherwise than a passport whose every check digit passed, an expiry the destination refuses, one passport on two travellers) refuses the submission; a passport that could not be read is a warning.',
        params: RefParamsSchema,
        response: { 200: PassportCheckSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const row = await view.ownedOrNotFound(db(), currentAuth(request).userId, request.params.ref);
      return passportCheck(db(), trips, row);
    },
  );

  app.put(
    '/applications/:ref/checklist/:itemId',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: "Attach one of the caller's documents to a checklist item",
        params: ChecklistItemParamsSchema,
        body: AttachDocumentSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => {
      const { ref, itemId } = request.params;
      const { userId } = currentAuth(request);
      const { documentId } = request.body;
      const application = await drafts.attachDocument(db(), userId, ref, itemId, documentId);
      await readAttachedPassport(passportDeps(), userId, documentId, new Date()).catch((error) =>
        request.log.error({ err: error }, 'attached passport not read'),
      );
      return { application };
    },
  );

  app.post(
    '/applications/:ref/cancel',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary:
          'Cancel an application before it is lodged with the embassy, with the refunds of the policy (back the way it was paid, or as wallet credit when asked)',
        params: RefParamsSchema,
        body: CancelApplicationSchema,
        response: { 200: ApplicationResponseSchema },
      },
    },
    async (request) => {
      const { userId } = currentAuth(request);
      await cancelApplication(db(), userId, request.params.ref, request.body.refundTo);
      return { application: await view.getApplication(db(), userId, request.params.ref) };
    },
  );

  app.get(
    '/applications/:ref/visa',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: 'Download the issued visa of an approved application',
        params: RefParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await visaFile(deps(), currentAuth(request).userId, request.params.ref);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentHeader(file.filename))
        .header('cache-control', 'private, no-store')
        .header('connection', 'close')
        .send(file.stream);
    },
  );

  app.get(
    '/apply/options',
    {
      schema: {
        tags: ['apply'],
        summary: 'The visa options of a destination and purpose that can be applied for',
        querystring: ApplyOptionsQuerySchema,
        response: { 200: ApplyOptionsSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return view.applyOptions(db(), request.query.country, request.query.type, request.lang);
    },
  );

  app.post(
    '/track',
    {
      schema: {
        tags: ['apply'],
        summary:
          'Find an application by reference and the e-mail of its account, or by reference alone among the signed-in account’s (status and timeline only)',
        body: TrackQuerySchema,
        response: { 200: TrackResponseSchema },
      },
    },
    async (request) => {
      await app.rateLimits.consume([TRACK_PER_IP, request.ip]);
      const { ref, email } = request.body;
      if (email) return view.track(db(), ref, { email });
      if (request.auth) return view.track(db(), ref, { userId: request.auth.userId });
      throw badRequest('Enter your email', { email: 'Enter your email' });
    },
  );
}

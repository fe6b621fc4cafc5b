import {
  AccountDeletedSchema,
  AccountDeletionRequestSchema,
  ConsentSchema,
  DataExportQueuedSchema,
  DataExportRequestSchema,
  ExportTokenParamsSchema,
  GrantConsentSchema,
  PrivacyOverviewSchema,
} from '@contract/account/privacy';
import { IdParamsSchema } from '@contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { fileStorage } from '../../lib/storage';
import { clearSessionCookie, currentAuth, requireAuth, requireAuthOrSignIn } from '../identity';
import { consentChannel } from './channel';
import { confirmAndDeleteAccount } from './erasure';
import { confirmAndRequestExport, findExport } from './export';
import * as privacy from './service';

const tags = ['privacy'];

/** /account/privacy: consents by purpose and who in the console looked at the caller's data. */
export default async function privacyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  app.get(
    '/account/privacy',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "The caller's consents (with notice version, time, channel) and the audited views of their data",
        response: { 200: PrivacyOverviewSchema },
      },
    },
    async (request) => privacy.privacyOverview(db(), currentAuth(request).userId),
  );

  app.post(
    '/account/privacy/consents',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary:
          'Give a consent under the current notice: marketing, or processing / embassy sharing of an application',
        description: "404 for an application that is not the caller's; 409 for a finished one.",
        body: GrantConsentSchema,
        response: { 201: ConsentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await privacy.grantConsent(db(), currentAuth(request).userId, request.body, consentChannel(request))),
  );

  app.post(
    '/account/privacy/consents/:id/withdraw',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Withdraw one of the caller’s consents (docs/privacy.md says what that does to an application)',
        params: IdParamsSchema,
        response: { 200: ConsentSchema },
      },
    },
    async (request) =>
      privacy.withdrawConsent(db(), currentAuth(request).userId, request.params.id, consentChannel(request)),
  );

  app.post(
    '/account/privacy/export',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: 'Download my data: with the password again, queue a ZIP of everything held; a link comes by e-mail',
        description:
          '400 for a missing or wrong password (nothing is queued). The link works 24 hours, for the caller only.',
        body: DataExportRequestSchema,
        response: { 202: DataExportQueuedSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await confirmAndRequestExport(
            { db: db(), rateLimits: app.rateLimits },
            currentAuth(request).userId,
            request.body.password,
          ),
        ),
  );

  app.get(
    '/account/privacy/export/:token',
    {
      onRequest: requireAuthOrSignIn,
      schema: {
        tags,
        summary: "The caller's data export (ZIP), from the e-mailed link",
        description:
          "404 for an expired or unknown link, or one of another user's exports. Signed out, a browser (Accept: text/html) is sent to sign in and comes back to the link (303); other clients get 401.",
        params: ExportTokenParamsSchema,
      },
    },
    async (request, reply) => {
      const { storageKey } = await findExport(db(), currentAuth(request).userId, request.params.token, new Date());
      const file = await fileStorage(app.config.filesDir).get(storageKey);
      if (!file) throw notFound('This export is no longer stored. Ask for a new export.');
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="hellovisa-my-data.zip"')
        .header('cache-control', 'no-store')
        .header('content-length', file.size)
        .send(file.stream);
    },
  );

  app.post(
    '/account/privacy/delete',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        summary: "Delete my account: with the password again, erase the caller's personal data and end every session",
        description:
          '400 for a missing or wrong password, 422 for an account without a password, 409 while a paid ' +
          'application is open or a payment is in flight (nothing changes). Payments, invoices and the audit ' +
          'log stay, with the minimum identifying data (docs/privacy.md#delete-my-account).',
        body: AccountDeletionRequestSchema,
        response: { 200: AccountDeletedSchema },
      },
    },
    async (request, reply) => {
      const { userId } = currentAuth(request);
      await confirmAndDeleteAccount({ db: db(), rateLimits: app.rateLimits }, userId, request.body.password);
      // The rows are gone already: every process drops what it cached of this user's sessions.
      await app.sessions.userChanged(userId);
      clearSessionCookie(reply);
      return { deleted: true as const };
    },
  );
}

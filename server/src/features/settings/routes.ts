import {
  ChangePasswordSchema,
  Confirm2faResponseSchema,
  Confirm2faSchema,
  SettingsSchema,
  Toggle2faResponseSchema,
  Toggle2faSchema,
} from '@contract/account/settings';
import { IdParamsSchema } from '@contract/common';
import { OkSchema } from '@contract/errors';
import { UserResponseSchema } from '@contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clearSessionCookie, currentAuth, requireAuth, toPublicUser } from '../identity';
import * as settings from './service';

export default async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: settings.SettingsDeps = {
    db: app.database.db,
    rateLimits: app.rateLimits,
    sessions: app.sessions,
    productName: app.config.productName,
  };

  app.get(
    '/settings',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['settings'],
        summary: 'Linked devices (live sessions) and two-factor state',
        response: { 200: SettingsSchema },
      },
    },
    async (request) => settings.settings(deps.db, currentAuth(request)),
  );

  app.post(
    '/settings/change-password',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['settings'],
        summary: 'Change the password; other sessions are signed out',
        body: ChangePasswordSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await settings.changePassword(deps, currentAuth(request), request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/settings/toggle-2fa',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['settings'],
        summary: 'Start two-factor enrolment ({enable:true}) or switch it off ({enable:false, code})',
        body: Toggle2faSchema,
        response: { 200: Toggle2faResponseSchema },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      return request.body.enable
        ? settings.startTwoFactor(deps, auth)
        : settings.disableTwoFactor(deps, auth, request.body.code);
    },
  );

  app.post(
    '/settings/2fa/confirm',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['settings'],
        summary: 'Confirm enrolment with the first authenticator code; answers the recovery codes once',
        body: Confirm2faSchema,
        response: { 200: Confirm2faResponseSchema },
      },
    },
    async (request) => settings.confirmTwoFactor(deps, currentAuth(request), request.body.code),
  );

  app.post(
    '/settings/welcomed',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['settings'],
        summary: 'The home page showed its welcome pop-up: the account is not greeted again in any browser',
        response: { 200: UserResponseSchema },
      },
    },
    async (request) => ({ user: toPublicUser(await settings.markWelcomed(deps, currentAuth(request))) }),
  );

  app.delete(
    '/settings/device/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['settings'],
        summary: 'Sign a linked device out at once',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      await settings.removeDevice(deps, auth, request.params.id);
      if (request.params.id === auth.sessionId) clearSessionCookie(reply);
      return { ok: true as const };
    },
  );
}

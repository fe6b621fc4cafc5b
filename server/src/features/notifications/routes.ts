import {
  MarkNotificationsReadResponseSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  WhatsappSettingSchema,
  WhatsappSettingUpdateSchema,
} from '@contract/account/notifications';
import { ErrorEnvelopeSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import * as notifications from './service';
import { changeWhatsappSetting, whatsappSetting } from './whatsapp-opt-in';

/** The in-app notification centre and the notification preferences (docs/product/notifications.md). */
export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notifications',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first, a page at a time, and how many are unread",
        querystring: NotificationListQuerySchema,
        response: { 200: NotificationListSchema },
      },
    },
    async (request) =>
      notifications.list(
        app.database.db,
        currentAuth(request).userId,
        request.query,
        app.config.productName,
        request.lang,
      ),
  );

  app.post(
    '/notifications/read',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: { ids } or { all: true }',
        description: "An unknown id, or another user's, answers 404 and marks nothing.",
        body: MarkNotificationsReadSchema,
        response: { 200: MarkNotificationsReadResponseSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request) => notifications.markRead(app.database.db, currentAuth(request).userId, request.body),
  );

  app.get(
    '/notifications/preferences',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Notification choices per category and channel',
        response: { 200: NotificationPreferencesSchema },
      },
    },
    async (request) => notifications.preferences(app.database.db, currentAuth(request).userId),
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Change notification choices (security stays on: 422)',
        body: NotificationPreferencesUpdateSchema,
        response: { 200: NotificationPreferencesSchema, 422: ErrorEnvelopeSchema },
      },
    },
    async (request) => notifications.updatePreferences(app.database.db, currentAuth(request).userId, request.body),
  );

  app.get(
    '/notifications/whatsapp',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Whether status updates and security notices come on WhatsApp, and the words of the opt-in',
        response: { 200: WhatsappSettingSchema },
      },
    },
    async (request) =>
      whatsappSetting(app.database.db, currentAuth(request).userId, request.lang, app.config.productName),
  );

  app.put(
    '/notifications/whatsapp',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Opt in to WhatsApp messages (recorded with the time and the words shown) or revoke it',
        description:
          "Opting in needs the account's mobile number verified (422 otherwise) and records the opt-in's words in the request's language; it lapses when the number changes.",
        body: WhatsappSettingUpdateSchema,
        response: { 200: WhatsappSettingSchema, 422: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      changeWhatsappSetting(
        app.database.db,
        currentAuth(request).userId,
        request.body.optIn,
        request.lang,
        app.config.productName,
      ),
  );
}

import {
  MarkNotificationsReadResponseSchema,
  MarkNotificationsReadSchema,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  NotificationPreferencesUpdateSchema,
  PushKeySchema,
  PushSubscriptionInputSchema,
  PushSubscriptionListSchema,
  WhatsappSettingSchema,
  WhatsappSettingUpdateSchema,
} from '@contract/account/notifications';
import { ErrorEnvelopeSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth, requireAuth } from '../identity';
import { vapidKeysOf } from './push';
import { subscribe, subscriptionsOf, unsubscribe } from './push-subscriptions';
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

  pushRoutes(fastify);
}

/** Browser push (docs/channels.md#browser-push): the VAPID public key, and each browser's subscription. */
function pushRoutes(fastify: FastifyInstance) {
  const typed = fastify.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/push/key',
    {
      schema: {
        tags: ['notifications'],
        summary: "The server's VAPID public key (base64url): the browser subscribes with it",
        response: { 200: PushKeySchema },
      },
    },
    async () => ({ publicKey: (await vapidKeysOf(typed.database.db, typed.config.push.keys)).publicKey }),
  );

  typed.get(
    '/push/subscriptions',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's browsers that get push notifications",
        response: { 200: PushSubscriptionListSchema },
      },
    },
    async (request) => subscriptionsOf(typed.database.db, currentAuth(request)),
  );

  typed.post(
    '/push/subscriptions',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "Turn push notifications on in this browser: its PushSubscription's JSON",
        description:
          "Stored for the signed-in user and this session (signing out ends it). Malformed: 400. An endpoint another account holds while that account's session lives: 409.",
        body: PushSubscriptionInputSchema,
        response: { 201: z.object({ id: z.string() }), 400: ErrorEnvelopeSchema, 409: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const created = await subscribe(typed.database.db, currentAuth(request), request.body, {
        allowLocalHttp: !typed.config.isProduction,
      });
      return reply.code(201).send(created);
    },
  );

  typed.delete(
    '/push/subscriptions/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "Turn push notifications off for one of the user's browsers (another user's: 404)",
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await unsubscribe(typed.database.db, currentAuth(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
}

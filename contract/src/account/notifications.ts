import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../paging';

export const NOTIFICATION_CATEGORIES = ['applications', 'payments', 'security', 'offers'] as const;
export const NotificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof NotificationCategorySchema>;

/** Human names of the categories (Settings, the notification centre). */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  applications: 'Application updates',
  payments: 'Payments and wallet',
  security: 'Account security',
  offers: 'Offers and newsletter',
};

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'inApp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  inApp: 'In-app',
};

/** One in-app notification (docs/product/notifications.md#the-centre). `url` is a path on this site about what it concerns. */
export const NotificationItemSchema = z
  .object({
    id: z.string(),
    category: NotificationCategorySchema,
    title: z.string(),
    body: z.string(),
    url: z.string(),
    readAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

/** GET /api/notifications (newest first) */
export const NotificationListSchema = z.object({
  items: z.array(NotificationItemSchema),
  unread: z.number().int().min(0),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** GET /api/notifications?cursor=…&limit=… (50 by default, at most 100). */
export const NotificationListQuerySchema = pageQuerySchema(50);

/** POST /api/notifications/read: some of the caller's notifications, or all of them. */
export const MarkNotificationsReadSchema = z.union(
  [
    z.object({
      ids: z
        .array(z.string().trim().min(1).max(64), { error: 'Give the notifications to mark as read' })
        .min(1, 'Give the notifications to mark as read')
        .max(100, 'At most 100 at a time'),
    }),
    z.object({ all: z.literal(true, { error: 'Use { all: true } to mark everything read' }) }),
  ],
  { error: 'Send { ids: [...] } or { all: true }' },
);
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsReadSchema>;

export const MarkNotificationsReadResponseSchema = z.object({ unread: z.number().int().min(0) });

const ChannelChoicesSchema = z.object({ email: z.boolean(), sms: z.boolean(), inApp: z.boolean() });
export type ChannelChoices = z.infer<typeof ChannelChoicesSchema>;

/** GET /api/notifications/preferences: every category × channel; security is always on (locked). */
export const NotificationPreferencesSchema = z
  .object({
    preferences: z.object({
      applications: ChannelChoicesSchema,
      payments: ChannelChoicesSchema,
      security: ChannelChoicesSchema,
      offers: ChannelChoicesSchema,
    }),
    locked: z.array(NotificationCategorySchema),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** PUT /api/notifications/preferences: the choices to change (security cannot be turned off: 422). */
export const NotificationPreferencesUpdateSchema = z
  .object({
    applications: ChannelChoicesSchema.partial().strict().optional(),
    payments: ChannelChoicesSchema.partial().strict().optional(),
    security: ChannelChoicesSchema.partial().strict().optional(),
    offers: ChannelChoicesSchema.partial().strict().optional(),
  })
  .strict();
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

/**
 * GET /api/notifications/whatsapp: whether the traveller gets status updates and security notices on WhatsApp,
 * for which number, and the words they agree to (in the request's language; recorded as shown when they opt in).
 */
export const WhatsappSettingSchema = z
  .object({
    optedIn: z.boolean(),
    /** The account's mobile number, and whether it is verified (opting in needs a verified one). */
    mobile: z.string().nullable(),
    mobileVerified: z.boolean(),
    wording: z.string(),
    optedInAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WhatsappSetting' });
export type WhatsappSetting = z.infer<typeof WhatsappSettingSchema>;

/** PUT /api/notifications/whatsapp: opt in (a verified mobile is needed: 422) or revoke. */
export const WhatsappSettingUpdateSchema = z
  .object({ optIn: z.boolean({ error: 'Send { optIn: true } or { optIn: false }' }) })
  .strict();
export type WhatsappSettingUpdate = z.infer<typeof WhatsappSettingUpdateSchema>;

/** GET /api/push/key: the server's VAPID public key, base64url (the browser's `applicationServerKey`). */
export const PushKeySchema = z.object({ publicKey: z.string() }).meta({ id: 'PushKey' });
export type PushKey = z.infer<typeof PushKeySchema>;

/** base64url of a fixed length, unpadded as browsers write it (a trailing `=` padding accepted). */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/; // 65 bytes, the first 0x04 (an uncompressed point)
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/; // 16 bytes

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as `toJSON()` gives it (RFC 8030 endpoint, RFC 8291
 * keys: p256dh the 65-byte uncompressed P-256 point, auth the 16-byte secret).
 */
export const PushSubscriptionInputSchema = z
  .object({
    endpoint: z.url({ error: 'endpoint must be the push service URL' }).max(2000),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string().regex(P256DH, 'keys.p256dh must be a 65-byte uncompressed P-256 public key, base64url'),
      auth: z.string().regex(AUTH, 'keys.auth must be 16 bytes, base64url'),
    }),
  })
  .meta({ id: 'PushSubscriptionInput' });
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** A browser that gets push notifications: the device it was turned on from (the session's browser name). */
export const PushSubscriptionItemSchema = z
  .object({
    id: z.string(),
    deviceName: z.string().nullable(),
    /** Made from the session of this request (this browser). */
    current: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PushSubscriptionItem' });
export type PushSubscriptionItem = z.infer<typeof PushSubscriptionItemSchema>;

export const PushSubscriptionListSchema = z
  .object({ items: z.array(PushSubscriptionItemSchema) })
  .meta({ id: 'PushSubscriptionList' });
export type PushSubscriptionList = z.infer<typeof PushSubscriptionListSchema>;

import type { DbOrTx } from '@db/client';
import { notificationPreferences } from '@db/schema/index';
import { and, eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  type NotificationCategory,
  type NotificationChannel,
} from './kinds';

type ChannelChoices = Record<NotificationChannel, boolean>;
type Preferences = Record<NotificationCategory, ChannelChoices>;

/** Everything on, except offers by SMS; security is always on whatever is stored. */
function defaultChoice(category: NotificationCategory, channel: NotificationChannel): boolean {
  return !(category === 'offers' && channel === 'sms');
}

export const isLocked = (category: NotificationCategory) => category === 'security';

function resolve(category: NotificationCategory, stored: Map<string, boolean>): ChannelChoices {
  const choices = {} as ChannelChoices;
  for (const channel of NOTIFICATION_CHANNELS) {
    choices[channel] = isLocked(category) || (stored.get(`${category}:${channel}`) ?? defaultChoice(category, channel));
  }
  return choices;
}

async function storedChoices(db: DbOrTx, userId: string, category?: NotificationCategory) {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(
      category
        ? and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.category, category))
        : eq(notificationPreferences.userId, userId),
    );
  return new Map(rows.map((row) => [`${row.category}:${row.channel}`, row.enabled]));
}

export async function channelsFor(db: DbOrTx, userId: string, category: NotificationCategory): Promise<ChannelChoices> {
  return resolve(category, await storedChoices(db, userId, category));
}

export async function preferencesOf(db: DbOrTx, userId: string): Promise<Preferences> {
  const stored = await storedChoices(db, userId);
  return Object.fromEntries(
    NOTIFICATION_CATEGORIES.map((category) => [category, resolve(category, stored)]),
  ) as Preferences;
}

/** Stores the choices given (security is ignored: it cannot be turned off). */
export async function savePreferences(
  db: DbOrTx,
  userId: string,
  changes: Partial<Record<NotificationCategory, Partial<ChannelChoices>>>,
) {
  const rows = NOTIFICATION_CATEGORIES.filter((category) => !isLocked(category)).flatMap((category) =>
    NOTIFICATION_CHANNELS.flatMap((channel) => {
      const enabled = changes[category]?.[channel];
      return enabled === undefined ? [] : [{ userId, category, channel, enabled }];
    }),
  );
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.category, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled` },
    });
}

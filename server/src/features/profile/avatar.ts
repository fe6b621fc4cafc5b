import { Readable } from 'node:stream';
import type { Db } from '@db/client';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, notFound, unprocessable } from '../../lib/app-error';
import { removeStoredFiles } from '../../lib/file-removal';
import type { LimitRule, RateLimits } from '../../lib/rate-limiter';
import type { FileStorage } from '../../lib/storage';
import type { SessionStore } from '../identity';
import * as repo from './repo';

const AVATAR_SIZE_PX = 256;
/**
 * Refuses decompression bombs: a small file can claim a huge canvas, and decoding costs CPU by
 * the pixel (40 MP took 0.5 s). 16 MP covers every phone camera.
 */
const MAX_INPUT_PIXELS = 16_000_000;
const HOUR = 60 * 60;
/** Each upload decodes an image: a person changes their picture a few times, not hundreds. */
const AvatarLimits = {
  perUser: { name: 'avatar-user', points: 10, durationSeconds: HOUR } satisfies LimitRule,
  perIp: { name: 'avatar-ip', points: 100, durationSeconds: HOUR } satisfies LimitRule,
};
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const NOT_AN_IMAGE = 'Only JPG, PNG, WebP or GIF images can be used as a profile picture.';
const TOO_MANY_PIXELS = 'This picture is too large. Use one of at most 16 megapixels.';

const avatarUrl = (key: string) => `/api/profile/avatar/${key}`;

/** sharp and libvips hold ~15 MB once loaded: they are loaded by the first picture, not by the server's start. */
const loadSharp = async () => (await import('sharp')).default;

/** Square WebP of the picture, turned upright by its EXIF orientation, with metadata stripped. */
async function toAvatar(image: Buffer): Promise<Buffer> {
  const detected = await fileTypeFromBuffer(image);
  if (!detected || !IMAGE_TYPES.has(detected.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  const sharp = await loadSharp();
  // The header tells the size without decoding a single pixel.
  const { width = 0, height = 0 } = await sharp(image)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS) throw unprocessable(TOO_MANY_PIXELS);
  try {
    return await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This image could not be read. Try another picture.');
  }
}

/** What the picture services work with; the routes hand it over. */
export interface AvatarDeps {
  db: Db;
  rateLimits: RateLimits;
  sessions: SessionStore;
  storage: FileStorage;
}

/**
 * Replaces the caller's picture. `readImage` receives the upload (the route reads it from its
 * request) once the rate limits have let the caller through.
 */
export async function uploadAvatar(
  { db, rateLimits, sessions, storage }: AvatarDeps,
  caller: { userId: string; ip: string },
  readImage: () => Promise<Buffer>,
): Promise<void> {
  const { userId } = caller;
  await rateLimits.consume([AvatarLimits.perIp, caller.ip], [AvatarLimits.perUser, userId]);
  const avatar = await toAvatar(await readImage());
  const previous = (await repo.profileOf(db, userId))?.avatarKey;
  const { key } = await storage.put(Readable.from(avatar));
  try {
    await db.transaction(async (tx) => {
      await repo.setAvatar(tx, userId, key, avatarUrl(key));
      await removeStoredFiles(tx, [previous]);
    });
  } catch (error) {
    // The database may be what failed: the new file is then left for the orphan sweep.
    await removeStoredFiles(db, [key]).catch(() => {});
    throw error;
  }
  await sessions.userChanged(userId);
}

export async function removeAvatar({ db, sessions }: AvatarDeps, userId: string): Promise<void> {
  const previous = (await repo.profileOf(db, userId))?.avatarKey;
  await db.transaction(async (tx) => {
    await repo.setAvatar(tx, userId, null, null);
    await removeStoredFiles(tx, [previous]);
  });
  await sessions.userChanged(userId);
}

/** The caller's own avatar only: any other key answers 404. */
export async function openAvatar({ db, storage }: Pick<AvatarDeps, 'db' | 'storage'>, userId: string, key: string) {
  const row = await repo.profileOf(db, userId);
  if (!row?.avatarKey || row.avatarKey !== key) throw notFound('Picture not found.');
  const file = await storage.get(key);
  if (!file) throw notFound('Picture not found.');
  return file;
}

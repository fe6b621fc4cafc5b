import { Readable } from 'node:stream';
import { AVATAR_MAX_BYTES } from '@contract/account/profile';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest, notFound, unprocessable } from '../../lib/app-error';
import type { LimitRule } from '../../lib/rate-limiter';
import { fileStorage } from '../../lib/storage';
import { asUploadError } from '../../lib/upload-errors';
import * as repo from './repo';

const AVATAR_SIZE_PX = 256;
/**
 * Refuses decompression bombs: a small file can claim a huge canvas, and decoding costs CPU by
 * the pixel (40 MP took 0.5 s). 16 MP covers every phone camera.
 */
const MAX_INPUT_PIXELS = 16_000_000;
const HOUR = 60 * 60;
/** Each upload decodes an image: a person changes their picture a few times, not hundreds. */
export const AvatarLimits = {
  perUser: { name: 'avatar-user', points: 10, durationSeconds: HOUR } satisfies LimitRule,
  perIp: { name: 'avatar-ip', points: 100, durationSeconds: HOUR } satisfies LimitRule,
};
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
const TOO_LARGE = 'The image is too large. The limit is 5 MB.';
const NOT_AN_IMAGE = 'Only JPG, PNG, WebP or GIF images can be used as a profile picture.';
const TOO_MANY_PIXELS = 'This picture is too large. Use one of at most 16 megapixels.';

export const avatarUrl = (key: string) => `/api/profile/avatar/${key}`;

/** Reads the uploaded image (at most 5 MB, so it may be held in memory for decoding). */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    if (!file) throw badRequest('Please choose a file first.', { file: 'Please choose a file first.' });
    const image = await file.toBuffer();
    // The size limit may cut the stream short without failing it.
    if (file.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    return image;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    }
    throw asUploadError(error);
  }
}

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

export async function uploadAvatar(app: FastifyInstance, request: FastifyRequest, userId: string): Promise<void> {
  await app.rateLimits.consume([AvatarLimits.perIp, request.ip], [AvatarLimits.perUser, userId]);
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > AVATAR_MAX_BYTES + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  const avatar = await toAvatar(await readImage(request));
  const storage = fileStorage(app.config.filesDir);
  const previous = (await repo.profileOf(app.database.db, userId))?.avatarKey;
  const { key } = await storage.put(Readable.from(avatar));
  try {
    await app.database.db.transaction((tx) => repo.setAvatar(tx, userId, key, avatarUrl(key)));
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  if (previous) await storage.remove(previous);
  await app.sessions.userChanged(userId);
}

export async function removeAvatar(app: FastifyInstance, userId: string): Promise<void> {
  const previous = (await repo.profileOf(app.database.db, userId))?.avatarKey;
  await app.database.db.transaction((tx) => repo.setAvatar(tx, userId, null, null));
  if (previous) await fileStorage(app.config.filesDir).remove(previous);
  await app.sessions.userChanged(userId);
}

/** The caller's own avatar only: any other key answers 404. */
export async function openAvatar(app: FastifyInstance, userId: string, key: string) {
  const row = await repo.profileOf(app.database.db, userId);
  if (!row?.avatarKey || row.avatarKey !== key) throw notFound('Picture not found.');
  const file = await fileStorage(app.config.filesDir).get(key);
  if (!file) throw notFound('Picture not found.');
  return file;
}

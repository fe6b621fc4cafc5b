import { NO_PHOTO_FILE } from '@contract/photo-check';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError, badRequest, unprocessable } from '../../lib/app-error';
import { judgeImageSize, MAX_IMAGE_PIXELS } from '../../lib/image-size';
import { asUploadError } from '../../lib/upload-errors';

/** A phone photo is a few MB; a 40-megapixel JPEG rarely passes 20 MB. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
const ACCEPTED = new Set(['image/jpeg', 'image/png']);

const NOT_A_PHOTO = 'This is not a photo: choose a JPEG or PNG image.';
const TOO_LARGE = 'The photo is larger than 20 MB: choose a smaller copy.';
const TOO_MANY_PIXELS =
  'The photo has more than 40 megapixels: choose a smaller copy (a phone’s normal photo is fine).';
const BROKEN = 'The photo could not be read: it may be damaged. Choose another copy.';

export interface PhotoUpload {
  bytes: Buffer;
  fields: Record<string, string>;
}

const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The one file of a multipart request, in memory (it is checked, never stored), and its short fields. */
export async function receivePhoto(request: FastifyRequest): Promise<PhotoUpload> {
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 5, fieldSize: 256 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    throw asUploadError(error);
  }
  if (!bytes || bytes.length === 0) throw badRequest(NO_PHOTO_FILE, { file: NO_PHOTO_FILE });
  return { bytes, fields };
}

/** Refuses what is not a JPEG or PNG (by content) and, from the header alone, what has over 40 megapixels. */
export async function checkPhotoFile(bytes: Buffer): Promise<void> {
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  if (!type || !ACCEPTED.has(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PHOTO);
  const size = await judgeImageSize(bytes);
  if (size === 'unreadable') throw unprocessable(BROKEN);
  if (size === 'too-large') throw unprocessable(TOO_MANY_PIXELS);
}

/** Decodes a checked photo upright (its EXIF orientation applied), as sRGB without alpha. */
export async function decodePhoto(bytes: Buffer, maxSide?: number) {
  let image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  if (maxSide) image = image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  return image
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unprocessable(BROKEN);
    });
}

import sharp from 'sharp';

/** Pixels beyond which an uploaded picture is refused before it is decoded (a 40-megapixel decode is ~120 MB of RGB). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * An uploaded picture's size judged from its header alone, so that a huge image is refused before any decoding:
 * 'unreadable' when no image header can be read, 'too-large' past MAX_IMAGE_PIXELS.
 */
export async function judgeImageSize(bytes: Buffer): Promise<'ok' | 'unreadable' | 'too-large'> {
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) return 'unreadable';
  return meta.width * meta.height > MAX_IMAGE_PIXELS ? 'too-large' : 'ok';
}

import { NO_ZONE_FOUND, type PassportReading } from '@contract/account/passport-reading';
import { unprocessable } from '../../lib/app-error';
import type { OcrEngine } from './ocr-engine';
import { firstPageImage, type PdfProblem, PdfRefused } from './pdf-page';
import { checkSize, findZone, ImageRefused, MAX_PIXELS, type Zone, zonePicture } from './preprocess';
import { findZoneLines, readZone } from './zone';

export const TOO_MANY_PIXELS = `This image is too large to read (over ${MAX_PIXELS / 1_000_000} megapixels). Send a smaller photo of the page.`;
export const NOT_A_PICTURE = 'We could not open this file as a picture. Send a JPG or PNG photo of the page, or a PDF.';
export const PDF_PROBLEMS: Record<PdfProblem, string> = {
  encrypted: 'This PDF is protected by a password. Send it without the password, or a photo of the page.',
  'no-page': 'This PDF has no page to read. Send a photo of the passport page instead.',
  'no-image': "This PDF has no picture of a page in it. Upload a photo or a scan of the passport's photo page.",
  'too-large': TOO_MANY_PIXELS,
  unreadable: 'We could not open this PDF. Send a photo of the passport page instead.',
};

/** A file to read: its bytes and its real type (decided from its content on upload). */
export interface PassportFile {
  data: Buffer;
  contentType: string;
}

async function pictureOf(file: PassportFile): Promise<Buffer> {
  if (file.contentType !== 'application/pdf') return file.data;
  try {
    return await firstPageImage(file.data);
  } catch (error) {
    if (error instanceof PdfRefused) throw unprocessable(PDF_PROBLEMS[error.reason]);
    throw error;
  }
}

/**
 * Sizes of the zone's capitals tried in turn: Tesseract's legacy model misreads some characters at one size and
 * not at another. A reading whose every check passes ends the search.
 */
const CAP_HEIGHTS = [38, 30, 46];

async function zoneOf(picture: Buffer): Promise<Zone | null> {
  try {
    await checkSize(picture);
    return await findZone(picture);
  } catch (error) {
    if (error instanceof ImageRefused) {
      throw unprocessable(error.reason === 'too-large' ? TOO_MANY_PIXELS : NOT_A_PICTURE);
    }
    throw error;
  }
}

/**
 * Reads the machine-readable zone of a passport's photo page (JPEG, PNG or a PDF's first page): 422 with what
 * to do when the picture cannot be read or holds no zone; otherwise the reading, `valid` only when every check
 * passes (the first such reading of the sizes tried, else the first reading). `today` decides the century of
 * the birth date.
 */
export async function readPassport(engine: OcrEngine, file: PassportFile, today: Date): Promise<PassportReading> {
  const zone = await zoneOf(await pictureOf(file));
  let first: PassportReading | null = null;
  for (const capHeight of zone ? CAP_HEIGHTS : []) {
    const lines = findZoneLines(await engine.read(await zonePicture(zone!, capHeight)));
    const reading = lines && readZone(lines, today);
    if (reading?.valid) return reading;
    first ??= reading;
  }
  if (!first) throw unprocessable(NO_ZONE_FOUND);
  return first;
}

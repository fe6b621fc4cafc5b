import { NO_ZONE_FOUND, type PassportReading, type VisaReading } from '@contract/account/passport-reading';
import { unprocessable } from '../../lib/app-error';
import { MAX_IMAGE_PIXELS } from '../../lib/image-size';
import type { OcrEngine } from './ocr-engine';
import { firstPageImage, type PdfProblem, PdfRefused } from './pdf-page';
import { checkSize, findZone, ImageRefused, type Zone, zonePicture } from './preprocess';
import { readVisaZone } from './visa-zone';
import { findZoneLines, type ReadLines, readZone } from './zone';

export const TOO_MANY_PIXELS = `This image is too large to read (over ${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Send a smaller photo of the page.`;
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

type ZoneParser<T> = (lines: ReadLines, today: Date) => T | null;

/** The zone of a picture read at each size in turn: the first reading whose every check passes, else the first. */
async function readZoneOf<T extends { valid: boolean }>(
  engine: OcrEngine,
  file: PassportFile,
  today: Date,
  documentCode: 'P' | 'V',
  parseZone: ZoneParser<T>,
): Promise<T> {
  const zone = await zoneOf(await pictureOf(file));
  let first: T | null = null;
  for (const capHeight of zone ? CAP_HEIGHTS : []) {
    const lines = findZoneLines(await engine.read(await zonePicture(zone!, capHeight)), documentCode);
    const reading = lines && parseZone(lines, today);
    if (reading?.valid) return reading;
    first ??= reading;
  }
  if (!first) throw unprocessable(NO_ZONE_FOUND);
  return first;
}

/**
 * Reads the machine-readable zone of a passport's photo page (JPEG, PNG or a PDF's first page): 422 with what
 * to do when the picture cannot be read or holds no zone; otherwise the reading, `valid` only when every check
 * passes (the first such reading of the sizes tried, else the first reading). `today` decides the century of
 * the birth date.
 */
export function readPassport(engine: OcrEngine, file: PassportFile, today: Date): Promise<PassportReading> {
  return readZoneOf(engine, file, today, 'P', readZone);
}

/**
 * Reads an issued visa's zone (ICAO 9303 part 7, MRV-A: line 1 starting `V`) with the same engine and steps; the
 * same 422s when the picture cannot be read or holds no such zone.
 */
export function readVisa(engine: OcrEngine, file: PassportFile, today: Date): Promise<VisaReading> {
  return readZoneOf(engine, file, today, 'V', readVisaZone);
}

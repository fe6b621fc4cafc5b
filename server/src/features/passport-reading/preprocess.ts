import sharp, { type Sharp } from 'sharp';
import { judgeImageSize, MAX_IMAGE_PIXELS } from '../../lib/image-size';

/** The page is looked at this wide: a zone line of 44 characters then spans 700 px or more. */
const WORK_WIDTH = 1600;
/** The skew is measured on a small copy. */
const PROBE_WIDTH = 480;
/** Photos are taken up to ~10° off; a little more is searched so that 10° is not at the edge. */
const MAX_SKEW_DEGREES = 13;
/** A row of pixels crossing this many marks runs through a line of text. */
const MIN_MARKS_IN_TEXT = 10;

export interface Gray {
  data: Buffer;
  width: number;
  height: number;
}

export class ImageRefused extends Error {
  constructor(readonly reason: 'too-large' | 'not-an-image') {
    super(reason);
  }
}

/** Refuses, from the header alone, what is no image or is too large to decode. */
export async function checkSize(input: Buffer): Promise<void> {
  const size = await judgeImageSize(input);
  if (size !== 'ok') throw new ImageRefused(size === 'too-large' ? 'too-large' : 'not-an-image');
}

/** Upright (EXIF orientation), grey, contrast stretched, WORK_WIDTH wide. */
async function workImage(input: Buffer): Promise<Gray> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .flatten({ background: '#ffffff' })
    .grayscale()
    .resize({ width: WORK_WIDTH })
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ImageRefused('not-an-image');
    });
  return { data, width: info.width, height: info.height };
}

const grayOf = (image: Sharp) =>
  image
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, width: info.width, height: info.height }));

const rawInput = (gray: Gray) => sharp(gray.data, { raw: { width: gray.width, height: gray.height, channels: 1 } });

/**
 * Ink against its surroundings: darker than the local mean by a margin, so that a shadow across the page
 * (uneven light) is not taken for ink and faint print in the shade still is.
 */
async function inkMask(gray: Gray, sigma: number): Promise<Uint8Array> {
  const [smooth, mean] = await Promise.all([grayOf(rawInput(gray).median(3)), grayOf(rawInput(gray).blur(sigma))]);
  const ink = new Uint8Array(gray.width * gray.height);
  for (let i = 0; i < ink.length; i++) ink[i] = smooth.data[i]! + 18 < mean.data[i]! ? 1 : 0;
  return ink;
}

/**
 * The page's skew in degrees (clockwise positive): the angle at which the ink's projection on the vertical
 * axis is sharpest, i.e. text lines fall into the fewest rows. Coarse steps, then fine ones around the best.
 */
export async function skewOf(work: Gray): Promise<number> {
  const probe = await grayOf(rawInput(work).resize({ width: PROBE_WIDTH }));
  const ink = await inkMask(probe, 6);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < probe.height; y++) {
    for (let x = 0; x < probe.width; x++) {
      if (ink[y * probe.width + x]) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  const score = (degrees: number) => {
    const angle = (degrees * Math.PI) / 180;
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const bins = new Float64Array(probe.height + probe.width + 2);
    const offset = probe.width;
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i]! * cos - xs[i]! * sin) + offset]! += 1;
    let sum = 0;
    for (const bin of bins) sum += bin * bin;
    return sum;
  };
  const best = (candidates: number[]) => candidates.reduce((a, b) => (score(b) > score(a) ? b : a), candidates[0]!);
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);
  const coarse = best(range(-MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, 1));
  return best(range(coarse - 0.8, coarse + 0.8, 0.2));
}

interface TextRow {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Separate marks along the row: characters, roughly. */
  marks: number;
}

/** Marks crossed along one row of pixels: many for a row through text, a few for a page's edge. */
function marksAlong(ink: Uint8Array, width: number, y: number): number {
  let marks = 0;
  for (let x = 1; x < width; x++) if (ink[y * width + x] && !ink[y * width + x - 1]) marks++;
  return marks;
}

/** Bands of rows through text, each with its horizontal extent and how many separate marks it holds. */
function textRows(ink: Uint8Array, width: number, height: number): TextRow[] {
  const rows: TextRow[] = [];
  let top = -1;
  const close = (bottom: number) => {
    const columns = new Uint8Array(width);
    for (let y = top; y < bottom; y++) for (let x = 0; x < width; x++) columns[x] ||= ink[y * width + x]!;
    let marks = 0;
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (!columns[x]) continue;
      if (x === 0 || !columns[x - 1]) marks++;
      if (left < 0) left = x;
      right = x;
    }
    rows.push({ top, bottom, left, right, marks });
  };
  for (let y = 0; y < height; y++) {
    const text = marksAlong(ink, width, y) >= MIN_MARKS_IN_TEXT;
    if (text && top < 0) top = y;
    else if (!text && top >= 0) {
      close(y);
      top = -1;
    }
  }
  if (top >= 0) close(height);
  return rows;
}

/** A row that looks like a zone line: wide, short for its width, made of many separate characters. */
const isZoneLike = (row: TextRow, width: number) => {
  const height = row.bottom - row.top;
  const span = row.right - row.left;
  return row.marks >= 25 && span >= width * 0.3 && height >= 6 && span / height >= 14;
};

/** The two zone lines: the lowest pair of zone-like rows, one under the other, starting and ending alike. */
function zoneBand(rows: TextRow[], width: number): { top: number; bottom: number; left: number; right: number } | null {
  const lines = rows.filter((row) => isZoneLike(row, width));
  for (let i = lines.length - 2; i >= 0; i--) {
    const [first, second] = [lines[i]!, lines[i + 1]!];
    const height = Math.max(first.bottom - first.top, second.bottom - second.top);
    const gap = second.top - first.bottom;
    const span = Math.max(first.right - first.left, second.right - second.left);
    const aligned =
      Math.abs(first.left - second.left) < span * 0.12 && Math.abs(first.right - second.right) < span * 0.12;
    if (gap >= 0 && gap < height * 3 && aligned) {
      return {
        top: first.top,
        bottom: second.bottom,
        left: Math.min(first.left, second.left),
        right: Math.max(first.right, second.right),
      };
    }
  }
  return null;
}

/** The page straightened and where its two zone lines are. */
export interface Zone {
  page: Gray;
  left: number;
  top: number;
  width: number;
  height: number;
  lineHeight: number;
}

/** Straightens the page and finds the band of its two zone lines (with a margin); null when there is none. */
export async function findZone(input: Buffer): Promise<Zone | null> {
  const work = await workImage(input);
  const skew = await skewOf(work);
  const page = Math.abs(skew) < 0.3 ? work : await grayOf(rawInput(work).rotate(-skew, { background: '#ffffff' }));
  const ink = await inkMask(page, 12);
  const band = zoneBand(textRows(ink, page.width, page.height), page.width);
  if (!band) return null;
  const lineHeight = (band.bottom - band.top) / 2.4;
  const margin = Math.round(lineHeight * 1.2);
  const left = Math.max(0, band.left - margin);
  const top = Math.max(0, band.top - margin);
  return {
    page,
    left,
    top,
    width: Math.min(page.width, band.right + margin) - left,
    height: Math.min(page.height, band.bottom + margin) - top,
    lineHeight,
  };
}

/** The zone cut out and scaled so that its capitals are `capHeight` pixels tall, as a PNG for Tesseract. */
export function zonePicture(zone: Zone, capHeight: number): Promise<Buffer> {
  const scale = Math.min(3, Math.max(0.75, capHeight / zone.lineHeight));
  return rawInput(zone.page)
    .extract({ left: zone.left, top: zone.top, width: zone.width, height: zone.height })
    .resize({ width: Math.round(zone.width * scale) })
    .normalise()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

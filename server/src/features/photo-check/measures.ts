import type { DetectedFace, RgbImage } from './detector';

/** Pixel measures behind the photo check's thresholds (docs/documents.md#photo-check). */

type Rect = { x: number; y: number; width: number; height: number };

/** CIE L* (0–100) of an sRGB pixel. */
export function lightness(r: number, g: number, b: number): number {
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const y = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y;
}

const LIGHTNESS = Array.from({ length: 256 }, (_, v) => lightness(v, v, v));
/** A fast L* from the pixel's luma (exact for greys, close enough for colours). */
const pixelLightness = (data: Buffer, i: number) =>
  LIGHTNESS[Math.round(0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!)]!;

/** Mean and spread of L* over the pixels a predicate keeps. */
export function lightnessStats(image: RgbImage, keep: (x: number, y: number) => boolean) {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (!keep(x, y)) continue;
      const l = pixelLightness(image.data, (y * image.width + x) * 3);
      n++;
      sum += l;
      squares += l * l;
    }
  }
  const mean = n ? sum / n : 0;
  return { count: n, mean, spread: n ? Math.sqrt(Math.max(0, squares / n - mean * mean)) : 0 };
}

/** The L* that a share of the image's pixels reaches or exceeds (0.05 → the brightest 5%). */
export function brightestLightness(image: RgbImage, share: number): number {
  const counts = new Array<number>(101).fill(0);
  const total = image.width * image.height;
  for (let i = 0; i < total; i++) counts[Math.round(pixelLightness(image.data, i * 3))]!++;
  let seen = 0;
  for (let l = 100; l >= 0; l--) {
    seen += counts[l]!;
    if (seen >= total * share) return l;
  }
  return 0;
}

/**
 * Chin to crown, hair included: the eyes sit about 1.1 eye-to-chin distances below the crown (calibrated on the
 * fixtures' portrait; the skull alone is about 1.0, docs/documents.md#photo-check).
 */
const CROWN_ABOVE_EYES = 1.1;

export function headGeometry(face: DetectedFace) {
  const eyesToChin = face.chin.y - face.eyes.y;
  const top = face.eyes.y - CROWN_ABOVE_EYES * eyesToChin;
  return { top, height: face.chin.y - top, centreX: face.eyes.x };
}

/** The background: the photo's two top corners, where nothing but the backdrop belongs (a head is round). */
export function backgroundMask(width: number, height: number) {
  const corner = Math.max(2, Math.round(Math.min(width, height) * 0.12));
  return (x: number, y: number) => y < corner && (x < corner || x >= width - corner);
}

/**
 * Sharpness: the spread of the Laplacian over the face against the spread of its grey levels, the face first
 * brought to a fixed width, so that a face photographed from afar, an enlarged one and a dim one score alike.
 */
export function sharpness(grey: Uint8Array | Buffer, width: number, height: number): number {
  const laplacian = { n: 0, sum: 0, squares: 0 };
  const levels = { n: 0, sum: 0, squares: 0 };
  const add = (acc: typeof laplacian, v: number) => {
    acc.n++;
    acc.sum += v;
    acc.squares += v * v;
  };
  const spread = (acc: typeof laplacian) => Math.sqrt(Math.max(0, acc.squares / acc.n - (acc.sum / acc.n) ** 2));
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      add(laplacian, grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!);
      add(levels, grey[i]!);
    }
  }
  const contrast = spread(levels);
  return contrast > 0 ? (100 * spread(laplacian)) / contrast : 0;
}

export function clampRect(rect: Rect, width: number, height: number): Rect {
  const x = Math.max(0, Math.floor(rect.x));
  const y = Math.max(0, Math.floor(rect.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.ceil(rect.width))),
    height: Math.max(1, Math.min(height - y, Math.ceil(rect.height))),
  };
}

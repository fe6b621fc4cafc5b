import { FRAMING_PROBLEMS, type PhotoSpec } from '@contract/photo-check';
import sharp from 'sharp';
import { EYE_LINE_TARGET, type PhotoAnalysis } from './analyse';
import { headGeometry } from './measures';

/** "Fix it for me" enlarges a crop at most this much: beyond it the photo would look soft. */
const MAX_ENLARGEMENT = 2;
/** The crop may reach past the photo's edge by this share of its size at most (filled with the edge's colour). */
const MAX_OVERHANG = 0.02;

export type Framing =
  | {
      ok: true;
      crop: { left: number; top: number; width: number; height: number };
      out: { width: number; height: number };
    }
  | { ok: false; reason: 'retake' | 'no-room' | 'too-small' };

/**
 * The crop that frames the head as the specification asks: its aspect, the middle of its head share, the eyes
 * centred across and on the eye line; the output at least the specification's pixels.
 */
export function frame(analysis: PhotoAnalysis, spec: PhotoSpec): Framing {
  const { face } = analysis;
  const mendable = analysis.problems.every((code) => FRAMING_PROBLEMS.has(code) || code === 'too-small');
  if (!face || !mendable) return { ok: false, reason: 'retake' };
  const head = headGeometry(face);
  const height = head.height / ((spec.headMin + spec.headMax) / 2);
  const width = (height * spec.widthMm) / spec.heightMm;
  const left = head.centreX - width / 2;
  const top = face.eyes.y - EYE_LINE_TARGET * height;
  const overhang = Math.max(-left, -top, left + width - analysis.width, top + height - analysis.height, 0);
  if (overhang > MAX_OVERHANG * height) return { ok: false, reason: 'no-room' };
  const scale = Math.max(spec.minHeightPx / height, spec.minWidthPx / width, 1);
  if (scale > MAX_ENLARGEMENT) return { ok: false, reason: 'too-small' };
  const out = { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
  return {
    ok: true,
    crop: { left: Math.round(left), top: Math.round(top), width: Math.round(width), height: Math.round(height) },
    out,
  };
}

/** Cuts and resizes the photo as framed; where the crop overhangs the edge a little, the edge is repeated. */
export async function framedJpeg(bytes: Buffer, analysis: PhotoAnalysis, framing: Extract<Framing, { ok: true }>) {
  const { crop, out } = framing;
  const pad = {
    left: Math.max(0, -crop.left),
    top: Math.max(0, -crop.top),
    right: Math.max(0, crop.left + crop.width - analysis.width),
    bottom: Math.max(0, crop.top + crop.height - analysis.height),
  };
  const { data, info } = await sharp(bytes)
    .rotate()
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const padded = Object.values(pad).some((side) => side > 0)
    ? await sharp(data, raw)
        .extend({ ...pad, extendWith: 'copy' })
        .raw()
        .toBuffer({ resolveWithObject: true })
    : { data, info };
  return sharp(padded.data, { raw: { width: padded.info.width, height: padded.info.height, channels: 3 } })
    .extract({ left: crop.left + pad.left, top: crop.top + pad.top, width: crop.width, height: crop.height })
    .resize(out.width, out.height, { kernel: 'lanczos3' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

import type { PhotoProblemCode, PhotoSpec } from '@contract/photo-check';
import sharp from 'sharp';
import type { DetectedFace, FaceDetector, RgbImage } from './detector';
import {
  backgroundMask,
  brightestLightness,
  clampRect,
  headGeometry,
  lightnessStats,
  sharpness as sharpnessOf,
} from './measures';
import { decodePhoto } from './photo-input';

/** The photo is examined at this size at most: enough for a face, quick to detect on (docs/documents.md). */
const ANALYSIS_SIDE = 640;
/** How far the photo's width-to-height may stray from the specification's (a print trims this much). */
const ASPECT_TOLERANCE = 0.03;
/** The eyes within this share of the width from the middle. */
const CENTRE_TOLERANCE = 0.06;
/** The eye line, from the top, within these shares of the height (the crown and chin fit inside). */
const EYE_LINE = { min: 0.3, max: 0.55, target: 0.44 };
/** A plain background: L* spread at most this. */
const MAX_BACKGROUND_SPREAD = 12;
/** Too dark: the brightest 5% of the photo below this L* (a lit photo on a light background passes it). */
const MIN_BRIGHTEST_LIGHTNESS = 55;
/** Blurred: the face's Laplacian spread at 128 px wide below this. */
const FACE_SAMPLE_WIDTH = 128;
const MIN_SHARPNESS = 18;

export interface PhotoAnalysis {
  width: number;
  height: number;
  problems: PhotoProblemCode[];
  /** The one face, in the photo's own pixels; absent with none or several. */
  face?: DetectedFace;
  measures: Record<string, number>;
}

const scaled = (face: DetectedFace, k: number): DetectedFace => ({
  score: face.score,
  box: { x: face.box.x * k, y: face.box.y * k, width: face.box.width * k, height: face.box.height * k },
  eyes: { x: face.eyes.x * k, y: face.eyes.y * k },
  chin: { x: face.chin.x * k, y: face.chin.y * k },
});

async function faceSharpness(image: RgbImage, face: DetectedFace): Promise<number> {
  const box = clampRect(face.box, image.width, image.height);
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .resize({ width: FACE_SAMPLE_WIDTH })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharpnessOf(data, info.width, info.height);
}

function framingProblems(face: DetectedFace, spec: PhotoSpec, width: number, height: number) {
  const head = headGeometry(face);
  const share = head.height / height;
  const eyeLine = face.eyes.y / height;
  const problems: PhotoProblemCode[] = [];
  const offCentre =
    Math.abs(head.centreX / width - 0.5) > CENTRE_TOLERANCE || eyeLine < EYE_LINE.min || eyeLine > EYE_LINE.max;
  if (offCentre) problems.push('off-centre');
  if (share < spec.headMin || share > spec.headMax) problems.push('head-size');
  return { problems, share, eyeLine };
}

/** What a photo lacks against a specification; the face found, if exactly one. */
export async function analysePhoto(bytes: Buffer, spec: PhotoSpec, detector: FaceDetector): Promise<PhotoAnalysis> {
  const [full, small] = await Promise.all([sharp(bytes).rotate().metadata(), decodePhoto(bytes, ANALYSIS_SIDE)]);
  const width = full.autoOrient?.width ?? full.width!;
  const height = full.autoOrient?.height ?? full.height!;
  const image: RgbImage = { data: small.data, width: small.info.width, height: small.info.height };
  const problems: PhotoProblemCode[] = [];
  const measures: Record<string, number> = { width, height };

  if (width < spec.minWidthPx || height < spec.minHeightPx) problems.push('too-small');
  const aspect = width / height / (spec.widthMm / spec.heightMm);
  if (Math.abs(aspect - 1) > ASPECT_TOLERANCE) problems.push('wrong-aspect');
  measures.brightest = brightestLightness(image, 0.05);
  if (measures.brightest < MIN_BRIGHTEST_LIGHTNESS) problems.push('too-dark');

  const background = lightnessStats(image, backgroundMask(image.width, image.height));
  measures.backgroundLightness = background.mean;
  measures.backgroundSpread = background.spread;
  const plainAndLight = background.mean >= spec.minBackgroundLightness && background.spread <= MAX_BACKGROUND_SPREAD;
  if (!plainAndLight) problems.push('background');

  const faces = await detector.faces(image);
  measures.faces = faces.length;
  if (faces.length === 0) problems.push('no-face');
  if (faces.length > 1) problems.push('several-faces');
  if (faces.length !== 1) return { width, height, problems, measures };

  const face = faces[0]!;
  measures.sharpness = await faceSharpness(image, face);
  if (measures.sharpness < MIN_SHARPNESS) problems.push('blurred');
  const framing = framingProblems(face, spec, image.width, image.height);
  measures.headShare = framing.share;
  measures.eyeLine = framing.eyeLine;
  problems.push(...framing.problems);
  return { width, height, problems, face: scaled(face, width / image.width), measures };
}

export const EYE_LINE_TARGET = EYE_LINE.target;

import type { Lang } from '@contract/lang';
import { FRAMING_PROBLEMS, NO_PHOTO_DESTINATION, type PhotoCheckResponse, type PhotoSpec } from '@contract/photo-check';
import type { DbOrTx } from '@db/client';
import { badRequest, unprocessable } from '../../lib/app-error';
import { analysePhoto } from './analyse';
import type { FaceDetector } from './detector';
import { frame, framedJpeg } from './framing';
import { checkPhotoFile } from './photo-input';
import { photoSpecFor } from './repo';
import { problemMessages, refusalMessage } from './words';

export interface PhotoCheckDeps {
  db: DbOrTx;
  detector: FaceDetector;
}

const DESTINATION = /^[A-Z]{2}$/;

async function specFor(db: DbOrTx, destination: string | undefined): Promise<PhotoSpec> {
  const code = destination?.trim().toUpperCase();
  if (!code || !DESTINATION.test(code)) throw badRequest(NO_PHOTO_DESTINATION, { destination: NO_PHOTO_DESTINATION });
  const spec = await photoSpecFor(db, code);
  if (!spec) throw badRequest(NO_PHOTO_DESTINATION, { destination: NO_PHOTO_DESTINATION });
  return spec;
}

async function examine(deps: PhotoCheckDeps, bytes: Buffer, destination: string | undefined) {
  const spec = await specFor(deps.db, destination);
  await checkPhotoFile(bytes);
  return { spec, analysis: await analysePhoto(bytes, spec, deps.detector) };
}

/** A photo against its destination's specification: every problem in plain words. */
export async function checkPhoto(
  deps: PhotoCheckDeps,
  bytes: Buffer,
  destination: string | undefined,
  lang: Lang,
): Promise<PhotoCheckResponse> {
  const { spec, analysis } = await examine(deps, bytes, destination);
  const problems = problemMessages(analysis.problems, spec, analysis.measures.headShare, lang);
  const fixable = problems.length > 0 && frame(analysis, spec).ok;
  return { ok: problems.length === 0, spec, problems, fixable };
}

/** The photo cropped and resized to the specification, or a 422 that says what to retake. */
export async function fixPhoto(deps: PhotoCheckDeps, bytes: Buffer, destination: string | undefined, lang: Lang) {
  const { spec, analysis } = await examine(deps, bytes, destination);
  if (analysis.problems.length === 0) throw unprocessable(refusalMessage('nothing', [], lang));
  const framing = frame(analysis, spec);
  if (!framing.ok) {
    const retake = analysis.problems.filter((code) => !FRAMING_PROBLEMS.has(code) && code !== 'too-small');
    const messages = problemMessages(retake, spec, analysis.measures.headShare, lang);
    throw unprocessable(refusalMessage(framing.reason, messages, lang));
  }
  return framedJpeg(bytes, analysis, framing);
}

import { AVATAR_MAX_BYTES } from '@contract/account/profile';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { asUploadError } from '../../lib/upload-errors';

const TOO_LARGE = 'The image is too large. The limit is 5 MB.';

/** Reads the uploaded image (at most 5 MB, so it may be held in memory for decoding). */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > AVATAR_MAX_BYTES + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
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

import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import { asUploadError } from '../../lib/upload-errors';

interface UploadRules {
  maxBytes: number;
  /** Content types accepted, decided from the file's first bytes, never from its name or header. */
  allowed: ReadonlySet<string>;
  tooLargeMessage: string;
  wrongTypeMessage: string;
  missingMessage: string;
}

export interface StoredUpload {
  key: string;
  size: number;
  contentType: string;
  /** The name the browser gave, unchecked (see safeFilename). */
  filename: string;
  fields: Record<string, string>;
}

/** Multipart framing and a few short fields on top of the file itself. */
const ENVELOPE_BYTES = 64 * 1024;

/** Enough of the start of a file to recognise every type we accept. */
const SNIFF_BYTES = 4100;

type Chunks = AsyncIterator<Buffer>;

/** Reads the first bytes of a stream without losing them: `rest` continues where `head` stopped. */
async function peek(stream: AsyncIterable<Buffer>, bytes: number): Promise<{ head: Buffer; rest: Chunks }> {
  const rest = stream[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < bytes) {
    const next = await rest.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest };
}

async function* replay(head: Buffer, rest: Chunks): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/** Reads a refused file to its end so that the rest of the request can still be answered. */
async function drain(rest: Chunks): Promise<void> {
  try {
    for (let next = await rest.next(); !next.done; next = await rest.next());
  } catch {
    // the upload was cut short or too large: nothing left to read
  }
}

const isFileTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Streams the one file of a multipart request into storage, checking its real type from the
 * first bytes on the way and never holding the whole file in memory. Text fields are collected
 * whether they come before or after the file. Nothing stays in storage when the request fails.
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: FileStorage,
  rules: UploadRules,
): Promise<StoredUpload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > rules.maxBytes + ENVELOPE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLargeMessage);

  const fields: Record<string, string> = {};
  let stored: Omit<StoredUpload, 'fields'> | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const { head, rest } = await peek(part.file, SNIFF_BYTES);
      const contentType = (await fileTypeFromBuffer(head))?.mime;
      if (!contentType || !rules.allowed.has(contentType)) {
        await drain(rest);
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', rules.wrongTypeMessage);
      }
      const { key, size } = await storage.put(Readable.from(replay(head, rest)));
      stored = { key, size, contentType, filename: part.filename };
      // The size limit cuts the stream short rather than failing it: a cut file is refused here.
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLargeMessage);
    }
  } catch (error) {
    if (stored) await storage.remove(stored.key);
    if (isFileTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', rules.tooLargeMessage);
    throw asUploadError(error);
  }
  if (!stored) throw badRequest(rules.missingMessage, { file: rules.missingMessage });
  return { ...stored, fields };
}

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/**
 * Control and invisible formatting characters: C0/C1 controls, bidirectional overrides and isolates
 * (U+202E makes "gpj.exe" show as "exe.jpg"), zero-width spaces, line and paragraph separators.
 * The zero-width joiner and non-joiner stay: Devanagari and other scripts spell words with them.
 */
const CONTROL_CHARACTERS = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * The browser's file name made safe to show and to send back in Content-Disposition: no path,
 * no control characters, at most 120 characters, and an extension that matches the real type.
 */
export function safeFilename(name: string, contentType: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let clean =
    base
      .replace(CONTROL_CHARACTERS, '')
      .replace(/["<>|*?:]/g, '')
      .trim()
      .slice(0, 120) || 'document';
  const allowed = EXTENSIONS[contentType] ?? [];
  if (!allowed.some((ext) => clean.toLowerCase().endsWith(ext))) clean += allowed[0] ?? '';
  return clean;
}

/** attachment; with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

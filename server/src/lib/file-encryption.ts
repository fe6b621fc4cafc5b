import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';

/**
 * The format of a stored file (docs/decisions/files-encrypted-at-rest.md): a header naming the master key and
 * holding the file's own data key wrapped by it, then the body in 64 KiB segments, each AES-256-GCM with its
 * own tag, so that no byte is released before the segment it belongs to is authenticated.
 *
 *   magic (8) | key id length (1) | key id | key check (8) | wrap IV (12) | wrapped data key (32) | wrap tag (16)
 *   segment* : ciphertext (≤ 64 KiB) | tag (16)        nonce = 7 zero bytes | segment index (4, BE) | last (1)
 */
const MAGIC = Buffer.from([0x89, 0x48, 0x56, 0x46, 0x45, 0x4e, 0x01, 0x0a]);
export const SEGMENT_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const IV_BYTES = 12;
const CHECK_BYTES = 8;
const FIXED_HEADER_BYTES = MAGIC.length + 1 + CHECK_BYTES + IV_BYTES + KEY_BYTES + TAG_BYTES;
/** Long enough for any header: the key id is at most 32 characters. */
export const MAX_HEADER_BYTES = FIXED_HEADER_BYTES + 32;
export const KEY_ID_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

/** The master keys by id, and the one new files (and re-wrapped ones) are wrapped under. */
export interface Keyring {
  keys: ReadonlyMap<string, Buffer>;
  currentId: string;
}

/** The file was changed after it was written (a GCM tag does not match): its bytes are never released. */
export class FileIntegrityError extends Error {
  readonly code = 'FILE_INTEGRITY';
  constructor(key: string, detail: string) {
    super(`stored file ${key} failed its integrity check (${detail})`);
  }
}

/** The master key a file names is not configured, or a different key is configured under its id. */
export class FileKeyError extends Error {
  readonly code = 'FILE_KEY';
}

/** The header of a stored file, parsed; `bytes` is its exact length in the object. */
export interface FileHeader {
  keyId: string;
  check: Buffer;
  iv: Buffer;
  wrapped: Buffer;
  tag: Buffer;
  bytes: number;
}

/**
 * Tells a key check value from the key without revealing it: a wrong key configured under a file's
 * key id then reads "wrong key", not "tampered".
 */
const keyCheck = (masterKey: Buffer) =>
  createHmac('sha256', masterKey).update('hellovisa file master key check').digest().subarray(0, CHECK_BYTES);

/** The wrap is bound to the storage key: an object copied over another's key does not open. */
const wrapAad = (keyId: string, storageKey: string) => Buffer.from(`${keyId}\n${storageKey}`);

export const isEncrypted = (head: Buffer) =>
  head.length >= MAGIC.length && head.subarray(0, MAGIC.length).equals(MAGIC);

/** The header for a data key wrapped under the keyring's current master key. */
export function wrapDataKey(keyring: Keyring, storageKey: string, dataKey: Buffer): Buffer {
  const masterKey = keyring.keys.get(keyring.currentId);
  if (!masterKey) throw new FileKeyError(`master key '${keyring.currentId}' is not configured`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', masterKey, iv);
  cipher.setAAD(wrapAad(keyring.currentId, storageKey));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  const id = Buffer.from(keyring.currentId, 'ascii');
  return Buffer.concat([MAGIC, Buffer.from([id.length]), id, keyCheck(masterKey), iv, wrapped, cipher.getAuthTag()]);
}

/** Parses a header from the first bytes of an object (at least MAX_HEADER_BYTES, or the whole object). */
export function parseHeader(storageKey: string, head: Buffer): FileHeader {
  const idLength = head[MAGIC.length] ?? 0;
  const bytes = FIXED_HEADER_BYTES + idLength;
  if (idLength === 0 || head.length < bytes) throw new FileIntegrityError(storageKey, 'header cut short');
  let at = MAGIC.length + 1;
  const take = (length: number) => {
    const part = head.subarray(at, at + length);
    at += length;
    return part;
  };
  const keyId = take(idLength).toString('ascii');
  return { keyId, check: take(CHECK_BYTES), iv: take(IV_BYTES), wrapped: take(KEY_BYTES), tag: take(TAG_BYTES), bytes };
}

/** The file's data key; a missing or different master key and a changed header fail, each with its own error. */
export function unwrapDataKey(keyring: Keyring, storageKey: string, header: FileHeader): Buffer {
  const masterKey = keyring.keys.get(header.keyId);
  if (!masterKey) {
    throw new FileKeyError(
      `stored file ${storageKey} is encrypted under master key '${header.keyId}', which FILES_MASTER_KEYS does not list`,
    );
  }
  if (!keyCheck(masterKey).equals(header.check)) {
    throw new FileKeyError(
      `the master key configured as '${header.keyId}' is not the one stored file ${storageKey} was encrypted under (wrong FILES_MASTER_KEYS value)`,
    );
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', masterKey, header.iv);
    decipher.setAAD(wrapAad(header.keyId, storageKey));
    decipher.setAuthTag(header.tag);
    return Buffer.concat([decipher.update(header.wrapped), decipher.final()]);
  } catch {
    throw new FileIntegrityError(storageKey, 'wrapped data key');
  }
}

const segmentNonce = (index: number, last: boolean) => {
  const nonce = Buffer.alloc(IV_BYTES);
  nonce.writeUInt32BE(index, 7);
  nonce[11] = last ? 1 : 0;
  return nonce;
};

/**
 * Cuts a stream into fixed-size records and hands each to `seal`, holding back the last one until the
 * stream ends so that it can be marked as the last (a truncated file then fails its check).
 */
function segmenter(recordBytes: number, seal: (record: Buffer, index: number, last: boolean) => Buffer) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes <= recordBytes) return callback();
      let buffer = Buffer.concat(pending);
      try {
        while (buffer.length > recordBytes) {
          this.push(seal(buffer.subarray(0, recordBytes), index++, false));
          buffer = buffer.subarray(recordBytes);
        }
      } catch (error) {
        return callback(error as Error);
      }
      pending = [buffer];
      pendingBytes = buffer.length;
      callback();
    },
    flush(callback: TransformCallback) {
      try {
        callback(null, seal(Buffer.concat(pending), index, true));
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/** Plaintext in, encrypted segments out (the header is written before them by the caller). */
export const encryptSegments = (dataKey: Buffer) =>
  segmenter(SEGMENT_BYTES, (plain, index, last) => {
    const cipher = createCipheriv('aes-256-gcm', dataKey, segmentNonce(index, last));
    return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  });

/** Encrypted segments in, plaintext out; a segment whose tag does not match fails the stream. */
export const decryptSegments = (storageKey: string, dataKey: Buffer) =>
  segmenter(SEGMENT_BYTES + TAG_BYTES, (sealed, index, last) => {
    if (sealed.length < TAG_BYTES) throw new FileIntegrityError(storageKey, 'cut short');
    try {
      const decipher = createDecipheriv('aes-256-gcm', dataKey, segmentNonce(index, last));
      decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
      return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]);
    } catch {
      throw new FileIntegrityError(storageKey, `segment ${index}`);
    }
  });

/** The plaintext size of an encrypted body of `bodyBytes` (each segment adds its tag; an empty file has one). */
export function plaintextSize(bodyBytes: number): number {
  const segments = Math.max(1, Math.ceil(bodyBytes / (SEGMENT_BYTES + TAG_BYTES)));
  return Math.max(0, bodyBytes - segments * TAG_BYTES);
}

export const newDataKey = () => randomBytes(KEY_BYTES);

/**
 * The first `bytes` bytes of a stream (fewer when it is shorter), and a stream of everything after them.
 * Destroying the rest destroys the source (an S3 download lets go of its connection).
 */
export async function splitHead(source: Readable, bytes: number): Promise<{ head: Buffer; rest: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const all = Buffer.concat(chunks);
  const head = all.subarray(0, bytes);
  const leftover = all.subarray(bytes);
  const rest = Readable.from(
    (async function* () {
      if (leftover.length > 0) yield leftover;
      if (done) return;
      try {
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      } finally {
        source.destroy();
      }
    })(),
    { objectMode: false },
  );
  return { head, rest };
}

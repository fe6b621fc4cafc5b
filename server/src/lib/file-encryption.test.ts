import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseFileKeyring } from '../config';
import {
  decryptSegments,
  encryptSegments,
  FileIntegrityError,
  FileKeyError,
  type Keyring,
  parseHeader,
  plaintextSize,
  SEGMENT_BYTES,
  unwrapDataKey,
  wrapDataKey,
} from './file-encryption';

const STORAGE_KEY = 'A'.repeat(32);
const keyOf = (byte: number) => Buffer.alloc(32, byte).toString('base64');
const keyring = (id: string, byte: number, current = id): Keyring => ({
  keys: new Map([[id, Buffer.from(keyOf(byte), 'base64')]]),
  currentId: current,
});

const run = (input: Buffer, transform: NodeJS.ReadWriteStream) =>
  buffer(Readable.from([input]).pipe(transform) as unknown as Readable);

describe('the segment format', () => {
  it.each([0, 1, SEGMENT_BYTES - 1, SEGMENT_BYTES, SEGMENT_BYTES + 1, 3 * SEGMENT_BYTES + 17])(
    'gives back %i bytes as they were, and knows their size from the stored size',
    async (length) => {
      const plain = randomBytes(length);
      const dataKey = randomBytes(32);
      const sealed = await run(plain, encryptSegments(dataKey));
      expect(plaintextSize(sealed.length)).toBe(length);
      expect((await run(sealed, decryptSegments(STORAGE_KEY, dataKey))).equals(plain)).toBe(true);
    },
  );

  it('refuses a changed byte, a dropped last segment and a different data key', async () => {
    const plain = randomBytes(2 * SEGMENT_BYTES + 100);
    const dataKey = randomBytes(32);
    const sealed = await run(plain, encryptSegments(dataKey));
    const changed = Buffer.from(sealed);
    changed[SEGMENT_BYTES + 40]! ^= 1;
    await expect(run(changed, decryptSegments(STORAGE_KEY, dataKey))).rejects.toThrow(FileIntegrityError);
    const truncated = sealed.subarray(0, 2 * (SEGMENT_BYTES + 16));
    await expect(run(truncated, decryptSegments(STORAGE_KEY, dataKey))).rejects.toThrow(/segment 1/);
    await expect(run(sealed, decryptSegments(STORAGE_KEY, randomBytes(32)))).rejects.toThrow(FileIntegrityError);
  });
});

describe('wrapping a data key', () => {
  it('unwraps under the key id it names, and fails loudly for a missing key, a wrong key or another object', () => {
    const dataKey = randomBytes(32);
    const header = parseHeader(STORAGE_KEY, wrapDataKey(keyring('k1', 1), STORAGE_KEY, dataKey));
    expect(header.keyId).toBe('k1');
    expect(unwrapDataKey(keyring('k1', 1), STORAGE_KEY, header).equals(dataKey)).toBe(true);
    expect(() => unwrapDataKey(keyring('k2', 1), STORAGE_KEY, header)).toThrow(
      /encrypted under master key 'k1', which FILES_MASTER_KEYS does not list/,
    );
    expect(() => unwrapDataKey(keyring('k1', 2), STORAGE_KEY, header)).toThrow(FileKeyError);
    expect(() => unwrapDataKey(keyring('k1', 2), STORAGE_KEY, header)).toThrow(/wrong FILES_MASTER_KEYS value/);
    expect(() => unwrapDataKey(keyring('k1', 1), 'B'.repeat(32), header)).toThrow(FileIntegrityError);
  });
});

describe('FILES_MASTER_KEYS and FILES_MASTER_KEY_ID', () => {
  const load = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: '/tmp/hv-config-test', ...env });

  it('reads id:key pairs and the current id (the only key when one is listed)', () => {
    expect(parseFileKeyring(`a:${keyOf(1)}`, undefined)?.currentId).toBe('a');
    const two = parseFileKeyring(`a:${keyOf(1)}, b:${keyOf(2)}`, 'b');
    expect([...(two?.keys.keys() ?? [])]).toEqual(['a', 'b']);
    expect(two?.currentId).toBe('b');
    expect(parseFileKeyring(undefined, undefined)).toBeUndefined();
  });

  it('stops start-up with a message naming the variable and the problem', () => {
    expect(load({ FILES_MASTER_KEYS: 'a:c2hvcnQ=' })).toThrow(
      /FILES_MASTER_KEYS: the key of "a" must be 32 random bytes/,
    );
    expect(load({ FILES_MASTER_KEYS: `bad id:${keyOf(1)}` })).toThrow(/"bad id" is not a key id/);
    expect(load({ FILES_MASTER_KEYS: `a:${keyOf(1)},a:${keyOf(2)}` })).toThrow(/"a" is listed twice/);
    expect(load({ FILES_MASTER_KEYS: `a:${keyOf(1)},b:${keyOf(2)}` })).toThrow(
      /FILES_MASTER_KEY_ID: required when FILES_MASTER_KEYS lists several keys/,
    );
    expect(load({ FILES_MASTER_KEYS: `a:${keyOf(1)}`, FILES_MASTER_KEY_ID: 'z' })).toThrow(
      /FILES_MASTER_KEY_ID: "z" is not one of FILES_MASTER_KEYS/,
    );
    expect(load({ FILES_MASTER_KEY_ID: 'a' })).toThrow(/set FILES_MASTER_KEYS too/);
    expect(load({ S3_BUCKET: 'files' })).toThrow(/FILES_MASTER_KEYS: required with S3_BUCKET/);
    expect(load({ S3_BUCKET: 'files', FILES_MASTER_KEYS: `a:${keyOf(1)}`, S3_SSE: 'DES' })).toThrow(/S3_SSE/);
  });
});

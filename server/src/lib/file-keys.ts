import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFileKeyring } from '../config';
import type { Keyring } from './file-encryption';

/** Where the quick start keeps the master key it made; production configures FILES_MASTER_KEYS instead. */
export const GENERATED_KEY_FILE = 'files-master-key';

/**
 * The configured master keys, or, when none are configured, the one generated into DATA_DIR on the first start
 * (mode 0600, never replaced: a new key would leave every stored file unreadable). `generated` says which.
 */
export async function resolveFileKeyring(
  configured: Keyring | undefined,
  dataDir: string,
): Promise<{ keyring: Keyring; generated: boolean }> {
  if (configured) return { keyring: configured, generated: false };
  const file = path.join(dataDir, GENERATED_KEY_FILE);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const line = `local-1:${randomBytes(32).toString('base64')}\n`;
  // 'wx': a second process starting at the same moment reads the first one's key instead of replacing it.
  await writeFile(file, line, { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const keyring = parseFileKeyring((await readFile(file, 'utf8')).trim(), undefined);
  if (!keyring) throw new Error(`${file} holds no key`);
  return { keyring, generated: true };
}

import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Only the server's own OS user may read the data directory: it holds passports, codes and the database. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
const OPEN_TO_OTHERS = 0o077;

/**
 * Makes the data directory private before anything is written to it: files and directories created
 * from now on by this process (and the children it starts) are owner-only, and the directory is created
 * 0700. A directory found open to others was left by an earlier version: everything in it is tightened
 * then (a private one holds only what was written owner-only). Returns how many modes were tightened.
 * Symbolic links are neither followed nor changed.
 */
export async function secureDataDir(dataDir: string): Promise<number> {
  process.umask(OPEN_TO_OTHERS);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  const tightened = await tighten(dataDir, PRIVATE_DIR);
  return tightened === 0 ? 0 : tightened + (await tightenTree(dataDir));
}

/**
 * The embedded database gives the files it creates mode 0666 whatever the umask: its folder is
 * tightened after it has written (migrations on start).
 */
export const secureDatabaseDir = (dbDir: string) => tightenTree(dbDir);

async function tightenTree(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let tightened = 0;
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    tightened += await tighten(
      path.join(entry.parentPath, entry.name),
      entry.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE,
    );
  }
  return tightened;
}

async function tighten(target: string, mode: number): Promise<number> {
  const info = await lstat(target).catch(() => undefined);
  if (!info || info.isSymbolicLink() || (info.mode & OPEN_TO_OTHERS) === 0) return 0;
  await chmod(target, info.mode & 0o777 & mode);
  return 1;
}

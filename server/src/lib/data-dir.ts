import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Only the server's own OS user may read the data directory: it holds passports, codes and the database. */
const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;
const OPEN_TO_OTHERS = 0o077;

/**
 * Makes the data directory private before anything is written to it: files and directories created
 * from now on by this process (and the children it starts) are owner-only, the directory is created
 * 0700, and whatever an earlier version left readable by others is tightened. Returns how many modes
 * were tightened. Symbolic links are neither followed nor changed.
 */
export async function secureDataDir(dataDir: string): Promise<number> {
  process.umask(OPEN_TO_OTHERS);
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  let tightened = await tighten(dataDir, PRIVATE_DIR);
  const entries = await readdir(dataDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    const mode = entry.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
    tightened += await tighten(path.join(entry.parentPath, entry.name), mode);
  }
  return tightened;
}

async function tighten(target: string, mode: number): Promise<number> {
  const info = await lstat(target).catch(() => undefined);
  if (!info || info.isSymbolicLink() || (info.mode & OPEN_TO_OTHERS) === 0) return 0;
  await chmod(target, info.mode & 0o777 & mode);
  return 1;
}

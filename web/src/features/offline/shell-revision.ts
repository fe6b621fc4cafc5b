import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The app shells are written by the prerender, after the service worker is built: the worker's precache names them
 * with a placeholder for their revision, which the prerender fills with a hash of each shell once it is written
 * (stampShellRevisions). A build whose shells change so gets a new service worker, which fetches the new shells.
 */
const SHELLS = [
  { url: '/app-shell.html', placeholder: '__APP_SHELL_EN_REVISION__' },
  { url: '/app-shell.hi.html', placeholder: '__APP_SHELL_HI_REVISION__' },
] as const;

/** The shells' precache entries as the service worker's build writes them. */
export const shellPrecacheEntries = SHELLS.map(({ url, placeholder }) => ({ url, revision: placeholder }));

/** Fills each shell's revision into the built service worker (dist/sw.js). */
export async function stampShellRevisions(distDir: string): Promise<void> {
  const worker = path.join(distDir, 'sw.js');
  let source = await readFile(worker, 'utf8');
  for (const { url, placeholder } of SHELLS) {
    if (!source.includes(placeholder)) throw new Error(`${worker} has no ${placeholder}`);
    const shell = await readFile(path.join(distDir, url.slice(1)));
    source = source.replaceAll(placeholder, createHash('sha256').update(shell).digest('hex').slice(0, 16));
  }
  await writeFile(worker, source);
}

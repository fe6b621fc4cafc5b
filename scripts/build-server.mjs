// Compiles the server (server/src, contract/src, db) to plain JavaScript in server/dist, which `npm start`,
// the API process tests, the browser tests and the bench run: no TypeScript loader in the server process.
// Packages stay in node_modules (imported as they are, lazily where the code imports them lazily); our own
// modules become one file plus a chunk per lazily imported module, all in server/dist.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const SERVER_DIST = path.join(ROOT, 'server/dist');
export const SERVER_ENTRY = path.join(SERVER_DIST, 'main.js');
/** Loaded with `--require` before the server's modules (see the source file for why). */
export const SERVER_PRELOAD = path.join(SERVER_DIST, 'next-tick-shape.cjs');

/**
 * Code finds its data next to its own source file (`new URL('../../data/…', import.meta.url)`): in a
 * module moved into the bundle, `import.meta.url` is rewritten to the address of the source file it came
 * from, relative to server/dist (where every output file is written), so those paths keep working wherever
 * the checkout lives.
 */
const sourceRelativeUrls = {
  name: 'source-relative-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.(ts|mts|js|mjs)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(SERVER_DIST, args.path).split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: path.extname(args.path).slice(1) };
    });
  },
};

export async function buildServer() {
  await rm(SERVER_DIST, { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    // The server, and the operator command line (`npm run admin`), sharing chunks.
    entryPoints: { main: 'server/src/main.ts', admin: 'server/src/admin/cli.ts' },
    outdir: SERVER_DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    // Linked source maps: stack traces name the bundle's line (each module starts with a comment naming its
    // source file); `NODE_OPTIONS=--enable-source-maps` maps them to the TypeScript when wanted.
    sourcemap: 'linked',
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
    plugins: [sourceRelativeUrls],
  });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ['server/src/lib/next-tick-shape.ts'],
    outfile: SERVER_PRELOAD,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildServer();
  console.log(`server built in ${Date.now() - started} ms (${path.relative(ROOT, SERVER_ENTRY)})`);
}

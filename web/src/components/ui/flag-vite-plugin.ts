import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const FLAGS_DIR = path.resolve('node_modules/flag-icons/flags/4x3');
const COUNTRY_FLAG = /^[a-z]{2}\.svg$/;

/**
 * Country flags (flag-icons, MIT) at /flags/<iso2>.svg: streamed from the package by the dev server,
 * copied into the client build. Emoji flags are not used: many systems draw them as two letters.
 */
export function countryFlags(): Plugin {
  return {
    name: 'country-flags',
    configureServer(server) {
      server.middlewares.use('/flags', (request, response, next) => {
        const name = path.basename(request.url ?? '');
        const file = path.join(FLAGS_DIR, name);
        if (!COUNTRY_FLAG.test(name) || !existsSync(file)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        createReadStream(file).pipe(response);
      });
    },
    async writeBundle(options) {
      if (this.environment?.config.consumer === 'server' || !options.dir) return;
      const target = path.join(options.dir, 'flags');
      await mkdir(target, { recursive: true });
      for (const name of await readdir(FLAGS_DIR)) {
        if (COUNTRY_FLAG.test(name)) await copyFile(path.join(FLAGS_DIR, name), path.join(target, name));
      }
    },
  };
}

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';

/** One page of the build as it is answered: its bytes in each encoding the prerender wrote, and its validators. */
interface MemoryPage {
  bodies: Partial<Record<Encoding, Buffer>>;
  /** Strong validator per encoding: the identity bytes' hash, with the encoding beside it (each body differs). */
  etags: Record<Encoding, string>;
  lastModified: string;
  /** Last-Modified in whole seconds, as If-Modified-Since compares it. */
  modifiedSeconds: number;
}

const TWINS: Array<[Exclude<Encoding, 'identity'>, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * Parses Accept-Encoding into the encoding to send: Brotli when accepted, else gzip, else none. A coding with
 * q=0 is refused; `*` accepts any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Set<Encoding>): Encoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  for (const coding of ['br', 'gzip'] as const) if (available.has(coding) && accepted(coding)) return coding;
  return 'identity';
}

/** `W/"x"`, `"x"`: the opaque tags of an If-None-Match header (weak comparison, as RFC 9110 asks for it). */
function matchesAny(ifNoneMatch: string, etags: Record<Encoding, string>): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const ours = new Set(Object.values(etags));
  return ifNoneMatch.split(',').some((tag) => ours.has(tag.trim().replace(/^W\//, '')));
}

/**
 * The built web app's HTML pages (prerendered pages, the app shells, the 404 pages) and their Brotli and gzip
 * twins, read once when the server starts and answered from memory: no file is opened or checked per request
 * (issue 33: the static handler read each page from disk on every request, a third of the rate of a page
 * rendered in memory). Bounded by total bytes (`PAGE_MEMORY_MB`): pages past the bound stay on disk and are
 * sent from there. A rebuild is served after a restart (`npm start` builds, then starts the server).
 */
export class PageMemory {
  readonly #pages = new Map<string, MemoryPage>();
  #bytes = 0;

  constructor(
    private readonly distDir: string,
    private readonly maxBytes: number,
  ) {}

  /** Total bytes held (every encoding of every page). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#pages.size;
  }

  /** Reads the files (paths relative to the build) in order of importance, until the bound is reached. */
  load(files: string[]): { held: number; left: string[] } {
    const left: string[] = [];
    for (const file of files) {
      if (this.#pages.has(file)) continue;
      const full = path.join(this.distDir, file);
      if (!existsSync(full)) continue;
      const sizes = [full, ...TWINS.map(([, suffix]) => full + suffix)].map((name) =>
        existsSync(name) ? statSync(name).size : 0,
      );
      const total = sizes.reduce((sum, size) => sum + size, 0);
      if (this.#bytes + total > this.maxBytes) {
        left.push(file);
        continue;
      }
      const identity = readFileSync(full);
      const bodies: MemoryPage['bodies'] = { identity };
      for (const [encoding, suffix] of TWINS)
        if (existsSync(full + suffix)) bodies[encoding] = readFileSync(full + suffix);
      const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
      const modified = statSync(full).mtime;
      this.#pages.set(file, {
        bodies,
        etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
        lastModified: modified.toUTCString(),
        modifiedSeconds: Math.floor(modified.getTime() / 1000),
      });
      this.#bytes += Object.values(bodies).reduce((sum, body) => sum + body.length, 0);
    }
    return { held: this.#pages.size, left };
  }

  has(file: string): boolean {
    return this.#pages.has(file);
  }

  /**
   * Answers a page held in memory: the encoding the caller accepts, `Vary: Accept-Encoding` (beside the
   * headers the caller set), ETag and Last-Modified, and a 304 without a body when the caller's copy is current
   * (If-None-Match first; If-Modified-Since only without it). Undefined when the page is not held.
   */
  send(file: string, request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply | undefined {
    const page = this.#pages.get(file);
    if (!page) return undefined;
    const encoding = chooseEncoding(
      request.headers['accept-encoding'],
      new Set(Object.keys(page.bodies) as Encoding[]),
    );
    const vary = reply.getHeader('vary');
    reply
      .header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      .header('etag', page.etags[encoding])
      .header('last-modified', page.lastModified);
    if (status === 200 && this.#current(request, page)) return reply.status(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.status(status).type('text/html; charset=utf-8').send(page.bodies[encoding]);
  }

  #current(request: FastifyRequest, page: MemoryPage): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined) return matchesAny(ifNoneMatch, page.etags);
    const since = request.headers['if-modified-since'];
    if (since === undefined) return false;
    const sinceMs = Date.parse(since);
    return Number.isFinite(sinceMs) && page.modifiedSeconds <= Math.floor(sinceMs / 1000);
  }
}

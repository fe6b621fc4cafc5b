import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON body serialised and compressed once, for answers that many requests share. */
export interface PreparedBody {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** A validator of the content (weak: one tag for every encoding), the same in every process. */
  etag: string;
}

export function prepareJson(value: unknown): PreparedBody {
  const identity = Buffer.from(JSON.stringify(value));
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
  };
}

/** Sends the prepared body in the best encoding the client accepts (the compress plugin skips encoded bodies). */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  cacheControl: string,
  vary = 'accept-encoding',
) {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply
    .type('application/json; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', vary)
    .header('etag', body.etag);
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(body.etag)) return reply.code(304).send();
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(body.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.identity);
}

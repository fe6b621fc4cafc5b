import compress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * Compression where it can pay and nowhere else (docs/decisions/compression-and-serialisers.md):
 * answers of 1 KB or more to callers that accept an encoding. Register before the routes.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A GET or HEAD has no body to decompress: those routes skip the plugin's request hook.
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) route.decompress ??= false;
  });
  const compressionHooks = trimCompressionHooks(app);
  await app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD_BYTES });
  compressionHooks.trim();
}

const COMPRESS_THRESHOLD_BYTES = 1024;
type AnyHook = (...args: never[]) => unknown;
const hookList = (hooks: unknown): AnyHook[] => [hooks ?? []].flat() as AnyHook[];

/**
 * @fastify/compress gives every route an onRequest hook (it sets `reply.compress`, which nothing here
 * calls) and an onSend hook that looks at each answer's headers and types before its size. Most API
 * answers are a small string, or go to a caller that accepts no encoding: for those its onSend changes
 * nothing, so it is skipped, and its onRequest hook is dropped. Call before registering the plugin,
 * and `trim()` after: the hooks the plugin added are those the route did not have before it.
 */
function trimCompressionHooks(app: FastifyInstance) {
  const before = new WeakMap<object, { onRequest: AnyHook[]; onSend: AnyHook[] }>();
  app.addHook('onRoute', (route) => {
    before.set(route, { onRequest: hookList(route.onRequest), onSend: hookList(route.onSend) });
  });
  return {
    trim() {
      app.addHook('onRoute', (route) => {
        const had = before.get(route);
        if (!had) return;
        const onRequest = hookList(route.onRequest).filter((hook) => had.onRequest.includes(hook));
        route.onRequest = onRequest as never;
        route.onSend = hookList(route.onSend).map((hook) =>
          had.onSend.includes(hook) ? hook : skipWhenUncompressed(hook as never),
        ) as never;
      });
    },
  };
}

/** The plugin's onSend, run only for an answer it may compress (same outcome for the others). */
function skipWhenUncompressed(compressOnSend: onSendHookHandler): onSendHookHandler {
  return function onSendMaybeCompressed(request, reply, payload, done) {
    if (payload == null) return done(null, payload);
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const accepts = request.headers['accept-encoding'] !== undefined;
      if (!accepts || Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES) return done(null, payload);
    }
    return compressOnSend.call(this, request, reply, payload, done);
  };
}

import { createDecipheriv, createECDH, createHmac, createPublicKey, verify } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local push service (RFC 8030) for tests: it issues browser-side subscriptions (a P-256 key pair and an auth secret,
 * as a browser would), accepts pushes to them, checks the VAPID signature (RFC 8292) and decrypts the aes128gcm payload
 * (RFC 8291 with RFC 8188) with the subscription's private key, as the browser would.
 * Source: RFC 8291 sections 3.3-3.4 and 4, https://www.rfc-editor.org/rfc/rfc8291; RFC 8188 section 2,
 * https://www.rfc-editor.org/rfc/rfc8188; RFC 8292 sections 2-3, https://www.rfc-editor.org/rfc/rfc8292.
 */
export interface FakePushService {
  /** A new browser subscription: what `PushSubscription.toJSON()` gives (an endpoint on this service and keys). */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The pushes received, decrypted. */
  received: ReceivedPush[];
  /** The next pushes are answered with these statuses (e.g. 410, 429, 500), then 201 again. */
  failNext(...statuses: number[]): void;
  close(): Promise<void>;
}

export interface ReceivedPush {
  endpoint: string;
  ttl: string | undefined;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
  /** The VAPID JWT's claims, its signature checked against the `k` the request names. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
}

interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  auth: Buffer;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0, 1])]);

/** RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret, then RFC 8188's CEK and nonce. */
export function decryptAes128gcm(body: Buffer, browser: BrowserKeys): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverKey, Buffer.from([1])]);
  const ikm = hmac(hmac(browser.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, info('aes128gcm')).subarray(0, 16);
  const nonce = hmac(prk, info('nonce')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record: the content, then the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  if (end < 0) throw new Error('No padding delimiter in the record.');
  return padded.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the ES256 signature must verify with k. */
function checkVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token = '', k = ''] = match;
  const [header = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claims}`);
  const ok = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('The VAPID signature does not verify.');
  return { ...JSON.parse(Buffer.from(claims, 'base64url').toString()), publicKey: k };
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, BrowserKeys>();
  const received: ReceivedPush[] = [];
  const failures: number[] = [];
  let sequence = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const browser = browsers.get(request.url ?? '');
    if (request.method !== 'POST' || !browser) return void response.writeHead(404).end();
    const failure = failures.shift();
    if (failure) return void response.writeHead(failure).end();
    try {
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('Not aes128gcm');
      const vapid = checkVapid(request.headers.authorization);
      const payload = JSON.parse(decryptAes128gcm(body, browser).toString('utf8'));
      received.push({
        endpoint: `${url}${request.url}`,
        ttl: request.headers.ttl as string | undefined,
        payload,
        vapid,
      });
      response.writeHead(201, { location: `${request.url}/messages/${received.length}` }).end();
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end((error as Error).message);
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    subscription() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = Buffer.from(Array.from({ length: 16 }, () => Math.floor(Math.random() * 256)));
      const path = `/push/${++sequence}-${Date.now()}`;
      browsers.set(path, { ecdh, publicKey, auth });
      return {
        endpoint: `${url}${path}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    received,
    failNext: (...statuses) => void failures.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

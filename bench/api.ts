import autocannon from 'autocannon';
import { outboxCode, type RunningServer, startServer } from '../server/test/server-process';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToBare?: number;
}

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TRANSACTIONS = 1000;

export async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** A JSON caller that keeps cookies like a browser. */
function caller(server: RunningServer, headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body: unknown) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: server.url, ...(cookie ? { cookie } : {}), ...headers },
      body: JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
    return response;
  };
  return { call, cookie: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
}

/** Signs a user up through the real flow (e-mail code from the outbox) and returns their session cookie. */
async function signUp(server: RunningServer): Promise<{ cookie: string; email: string }> {
  const email = `bench.${Date.now()}@example.com`;
  const browser = caller(server);
  await browser.call('POST', '/api/send-otp', { email });
  const otp = await outboxCode(server.dataDir, email);
  await browser.call('POST', '/api/verify-otp', { email, otp });
  await browser.call('POST', '/api/auth/register', {
    email,
    password: 'bench-password-123',
    confirmPassword: 'bench-password-123',
    firstName: 'Bench',
    lastName: 'User',
    agree: true,
  });
  return { cookie: browser.cookie(), email };
}

async function seedTransactions(server: RunningServer, email: string): Promise<void> {
  const partner = caller(server, { authorization: 'Bearer bench-partner-key' });
  for (let start = 0; start < TRANSACTIONS; start += 20) {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        partner.call('POST', '/api/partner/wallet/transactions', {
          email,
          type: 'credit',
          amount: 10,
          remarks: `Bench credit ${start + i}`,
          idempotencyKey: `${email}-credit-${start + i}`,
        }),
      ),
    );
  }
}

export interface ApiBenchResult {
  database: 'pglite' | 'postgres';
  results: LoadResult[];
  rssAfterStartMb: number;
  rssAfterLoadMb: number;
}

/** (a) bare Fastify, (b) GET /api/auth/me, (c) GET /api/visa/search, (d) GET /api/wallet/transactions with 1,000 rows. */
export async function benchApi(database: 'pglite' | 'postgres', port: number): Promise<ApiBenchResult> {
  const bare = await startServer({ port: port + 1, script: 'bench/bare-server.ts' });
  const env: Record<string, string> =
    database === 'postgres'
      ? { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' }
      : {};
  const server = await startServer({ port, env });
  try {
    const rssAfterStartMb = await server.rssMb();
    const { cookie, email } = await signUp(server);
    await seedTransactions(server, email);
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

    const baseline = await load('(a) bare Fastify {ok:true}', `${bare.url}/bare`);
    const results = [
      baseline,
      await load('(b) GET /api/auth/me', `${server.url}/api/auth/me`, { cookie }),
      await load(
        '(c) GET /api/visa/search',
        `${server.url}/api/visa/search?from=IN&to=TH&type=tourist&start=${start}&end=${end}`,
      ),
      await load('(d) GET /api/wallet/transactions (1,000)', `${server.url}/api/wallet/transactions`, { cookie }),
    ];
    for (const result of results) {
      result.ratioToBare = Number((result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2));
    }
    return { database, results, rssAfterStartMb, rssAfterLoadMb: await server.rssMb() };
  } finally {
    await server.stop();
    await bare.stop();
  }
}

import { MAX_TRANSACTION_RUPEES } from '@contract/account/wallet';
import autocannon from 'autocannon';
import { type RunningServer, startServer } from '../server/test/server-process';
import { type LoadResult, signUp } from './api';

const CONNECTIONS = Number(process.env.BENCH_APPLY_CONNECTIONS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Drafts prepared for the submit run: each submit needs its own ready draft. */
const DRAFTS = Number(process.env.BENCH_APPLY_DRAFTS ?? 400);
/** PGlite runs one transaction at a time: with 50 connections a request can wait its turn for seconds. */
const TIMEOUT_SECONDS = 30;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Session {
  cookie: string;
  email: string;
}

async function call(server: RunningServer, session: Session | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      origin: server.url,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...(session ? { cookie: session.cookie } : {}),
      ...(path.startsWith('/api/partner') ? { authorization: 'Bearer bench-partner-key-0123456789abcdef0' } : {}),
    },
    body: method === 'GET' ? undefined : body instanceof FormData ? body : JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
  return { response, json: () => response.json() as Promise<any> };
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Ready drafts (passport in the profile, a document on every checklist item) to submit one by one, with the
 * total each costs (rupees, as the submit body takes it).
 */
async function readyDrafts(
  server: RunningServer,
  session: Session,
  count: number,
): Promise<{ refs: string[]; total: number }> {
  await call(server, session, 'PUT', '/api/profile', {
    firstName: 'Bench',
    dob: '1990-01-01',
    passportNo: 'Z1234567',
    passportExpiry: day(3 * 365),
  });
  const form = new FormData();
  form.append('type', 'passport');
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'passport.pdf');
  const document = await (await call(server, session, 'POST', '/api/documents/upload', form)).json();
  const refs: string[] = [];
  let total = 0;
  for (let done = 0; done < count; done += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - done) }, async () => {
        const { application } = await (
          await call(server, session, 'POST', '/api/applications', {
            optionId: 'th-tourist',
            start: day(30),
            end: day(32),
          })
        ).json();
        total = application.price.total;
        for (const item of application.checklist) {
          await call(server, session, 'PUT', `/api/applications/${application.ref}/checklist/${item.id}`, {
            documentId: document.id,
          });
        }
        return application.ref as string;
      }),
    );
    refs.push(...batch);
  }
  return { refs, total };
}

function summarise(name: string, result: autocannon.Result): LoadResult {
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export interface ApplyBenchResult {
  database: 'pglite';
  results: LoadResult[];
  submitted: number;
}

/** (e) POST /api/applications (a draft with its checklist), (f) POST …/submit paid from the wallet. */
export async function benchApply(port: number): Promise<ApplyBenchResult> {
  const server = await startServer({ port, env: { TEST_PAYMENTS: '1' } });
  try {
    const session = await signUp(server, 'bench.apply');
    const headers = { cookie: session.cookie, origin: server.url, 'content-type': 'application/json' };
    const create = await autocannon({
      url: `${server.url}/api/applications`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      timeout: TIMEOUT_SECONDS,
      headers,
      body: JSON.stringify({ optionId: 'th-business', start: day(30), end: day(40), travellers: [{ self: true }] }),
    });

    const { refs, total } = await readyDrafts(server, session, DRAFTS);
    // Enough credit to pay every draft in full from the wallet, in the largest credits the partner API accepts.
    for (let credited = 0, part = 0; credited < total * refs.length; credited += MAX_TRANSACTION_RUPEES, part++) {
      await call(server, null, 'POST', '/api/partner/wallet/transactions', {
        email: session.email,
        type: 'credit',
        amount: MAX_TRANSACTION_RUPEES,
        idempotencyKey: `bench-apply-${session.email}-${part}`,
      });
    }
    let next = 0;
    const submit = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      amount: refs.length,
      timeout: TIMEOUT_SECONDS,
      headers,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            path: `/api/applications/${refs[next++ % refs.length]}/submit`,
            body: JSON.stringify({ walletAmount: total }),
          }),
        },
      ],
    });
    // The visa history pages (docs/paging.md): every page counted.
    let applications = 0;
    let cursor: string | null = null;
    do {
      const query: string = `limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await (await call(server, session, 'GET', `/api/visa/history?${query}`)).json();
      applications += page.items.length;
      cursor = page.nextCursor;
    } while (cursor);
    return {
      database: 'pglite',
      results: [
        summarise('(e) POST /api/applications', create),
        summarise('(f) POST /api/applications/{ref}/submit (wallet)', submit),
      ],
      submitted: applications,
    };
  } finally {
    await server.stop();
  }
}

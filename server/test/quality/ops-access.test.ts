import type { ApplicationStatus } from '@contract/apply/applications';
import { applications } from '@db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../fixtures';
import { readyDraft, submitAndPay } from '../support/apply';
import { createOperator } from '../support/operators';
import { startTestApp, type TestApp, type TestClient } from '../test-app';
import {
  fillPath,
  isConsole,
  isWrite,
  type JsonSchema,
  loadOperations,
  needsSession,
  type Operation,
} from './openapi-routes';

/**
 * Every operator console route, read from the OpenAPI document, called as anonymous, traveller,
 * support (with and without 2FA) and admin. The security scope of a route names the role it needs.
 */
let t: TestApp;
let consoleOps: Operation[];
let traveller: TestUser;
let supportWithout2fa: TestUser;
let support: TestUser;
let admin: TestUser;

const FAKE_ID = 'a2b7c0de-0000-4000-8000-000000000000';

async function call(client: TestClient, op: Operation) {
  return client.request(op.method, fillPath(op.path, FAKE_ID), {
    json: isWrite(op) && op.method !== 'DELETE' ? {} : undefined,
  });
}

async function sweep(
  client: TestClient,
  ops: Operation[],
  expected: (op: Operation, status: number, code?: string) => boolean,
) {
  const failures: string[] = [];
  for (const op of ops) {
    const res = await call(client, op);
    if (!expected(op, res.status, res.body?.code))
      failures.push(`${op.method} ${op.path} → ${res.status} ${res.body?.code ?? ''}`);
  }
  return failures;
}

beforeAll(async () => {
  t = await startTestApp();
  consoleOps = (await loadOperations(t.client())).filter(isConsole);
  traveller = await createUser(t);
  supportWithout2fa = await createOperator(t, 'support', { twoFactor: false });
  support = await createOperator(t, 'support');
  admin = await createOperator(t, 'admin');
});
afterAll(() => t.close());

describe('operator console access, generated from the OpenAPI document', () => {
  it('finds the console routes, each naming the role it needs', () => {
    expect(consoleOps.length).toBeGreaterThanOrEqual(15);
    for (const op of consoleOps) {
      expect(needsSession(op), `${op.method} ${op.path}`).toBe(true);
      expect(['support', 'admin'], `${op.method} ${op.path}`).toContain(op.role);
    }
    const supportRole = consoleOps.filter((op) => op.role === 'support').map((op) => `${op.method} ${op.path}`);
    expect(supportRole).toEqual(
      expect.arrayContaining([
        'GET /api/ops/grievances',
        'GET /api/ops/grievances/{id}',
        'POST /api/ops/grievances/{id}/acknowledge',
        'POST /api/ops/grievances/{id}/notes',
        'POST /api/ops/grievances/{id}/resolve',
        'GET /api/ops/reviews',
        'POST /api/ops/reviews/{id}/publish',
        'POST /api/ops/reviews/{id}/hide',
      ]),
    );
    // Operators see what the retention policy deletes soon (docs/retention.md).
    expect(consoleOps.find((op) => op.path === '/api/ops/retention')?.role).toBe('support');
    // Every operator reads the trip rules, their history and the re-verification queue; admins change them.
    expect(supportRole).toEqual(
      expect.arrayContaining([
        'GET /api/ops/trip-rules',
        'GET /api/ops/trip-rules/{id}/history',
        'GET /api/ops/stale-facts',
        'GET /api/ops/photo-specs',
        'GET /api/ops/photo-specs/{id}/history',
      ]),
    );
    const adminOnly = consoleOps.filter((op) => op.role === 'admin').map((op) => `${op.method} ${op.path}`);
    expect(adminOnly).toEqual(
      expect.arrayContaining([
        'GET /api/ops/audit',
        'POST /api/ops/users/{id}/wallet',
        'POST /api/ops/users/{id}/role',
        'POST /api/ops/applications/{ref}/refund',
        'GET /api/ops/catalogue',
        'PUT /api/ops/catalogue/options/{id}',
        'PUT /api/ops/catalogue/destinations/{code}',
        'PUT /api/ops/catalogue/overrides',
        'DELETE /api/ops/catalogue/overrides/{passport}/{destination}',
        'GET /api/ops/catalogue/history',
        'POST /api/ops/catalogue/history/{id}/revert',
        'GET /api/ops/catalogue/contradictions',
        'PUT /api/ops/trip-rules/{id}',
        'POST /api/ops/trip-rules/history/{id}/revert',
        'POST /api/ops/stale-facts/confirm',
        'PUT /api/ops/photo-specs/{id}',
        'GET /api/ops/breaches',
        'POST /api/ops/breaches',
        'GET /api/ops/breaches/{id}',
        'GET /api/ops/breaches/{id}/travellers',
        'POST /api/ops/breaches/{id}/affected',
        'POST /api/ops/breaches/{id}/notify',
        'POST /api/ops/breaches/{id}/reported',
        'GET /api/ops/breaches/{id}/report',
      ]),
    );
  });

  it('answers anonymous callers 401', async () => {
    expect(
      await sweep(t.client(), consoleOps, (_, status, code) => status === 401 && code === 'UNAUTHENTICATED'),
    ).toEqual([]);
  });

  it('answers a traveller 403 on every route', async () => {
    expect(
      await sweep(traveller.client, consoleOps, (_, status, code) => status === 403 && code === 'FORBIDDEN'),
    ).toEqual([]);
  });

  it('sends support staff without 2FA to turn it on first (only /api/ops/me answers)', async () => {
    const failures = await sweep(supportWithout2fa.client, consoleOps, (op, status, code) => {
      if (op.path === '/api/ops/me') return status === 200;
      if (op.role === 'admin') return status === 403 && code === 'FORBIDDEN';
      return status === 403 && code === 'TWO_FACTOR_REQUIRED';
    });
    expect(failures).toEqual([]);
  });

  it('answers support 403 on admin routes and lets it through the rest (never a 5xx)', async () => {
    const failures = await sweep(support.client, consoleOps, (op, status, code) =>
      op.role === 'admin' ? status === 403 && code === 'FORBIDDEN' : ![401, 403].includes(status) && status < 500,
    );
    expect(failures).toEqual([]);
  });

  it('lets an admin through every route (never a 5xx)', async () => {
    expect(await sweep(admin.client, consoleOps, (_, status) => ![401, 403].includes(status) && status < 500)).toEqual(
      [],
    );
  });
});

/** A body the route accepts: each required property's first allowed value (the reveal's field, say). */
function validBody(op: Operation) {
  const schema: JsonSchema | undefined = op.requestBody?.content?.['application/json']?.schema;
  if (!schema?.properties) return undefined;
  return Object.fromEntries(
    (schema.required ?? []).map((name) => [
      name,
      schema.properties![name]?.enum?.[0] ?? schema.properties![name]?.const,
    ]),
  );
}

describe("need to know: support staff open a traveller's documents and unmasked fields only in their queue", () => {
  let owner: TestUser;
  let ref: string;
  let documentId: string;
  const setStatus = (status: ApplicationStatus) =>
    t.database.db.update(applications).set({ status }).where(eq(applications.ref, ref));
  const callFor = (client: TestClient, op: Operation) =>
    client.request(op.method, fillPath(op.path, { ref, documentId, id: owner.id }), { json: validBody(op) });

  beforeAll(async () => {
    owner = await createUser(t);
    const draft = await readyDraft(owner, { optionId: 'th-tourist' });
    await submitAndPay(owner, draft.ref);
    ref = draft.ref;
    documentId = (await owner.client.get(`/api/applications/${ref}`)).body.application.checklist[0].documentId;
  });

  it("marks every console route serving a traveller's documents or unmasked fields", () => {
    const marked = consoleOps.filter((op) => op.needToKnow).map((op) => `${op.method} ${op.path}`);
    expect(marked).toEqual(
      expect.arrayContaining([
        'GET /api/ops/applications/{ref}/documents/{documentId}',
        'POST /api/ops/users/{id}/reveal',
      ]),
    );
    const serving = consoleOps.filter((op) => /\/documents\/|\/visa-file|\/reveal$/.test(op.path));
    expect(serving.filter((op) => !op.needToKnow).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('answers support 403 outside the queue and 200 inside it on every such route; an admin always 200', async () => {
    const marked = consoleOps.filter((op) => op.needToKnow);
    const failures: string[] = [];
    for (const [status, supportStatus] of [
      ['submitted', 200],
      ['in_review', 200],
      ['documents_requested', 200],
      ['with_embassy', 403],
      ['approved', 403],
      ['rejected', 403],
      ['cancelled', 403],
    ] as const) {
      await setStatus(status);
      for (const op of marked) {
        const bySupport = await callFor(support.client, op);
        const byAdmin = await callFor(admin.client, op);
        const explained = supportStatus === 200 || /in your queue/.test(bySupport.body?.error ?? '');
        if (bySupport.status !== supportStatus || !explained || byAdmin.status !== 200)
          failures.push(
            `${op.method} ${op.path} while ${status}: support ${bySupport.status}, admin ${byAdmin.status}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
});

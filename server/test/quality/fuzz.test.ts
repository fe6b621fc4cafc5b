import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../fixtures';
import { startTestApp, type TestApp } from '../test-app';
import { fillPath, isPartner, type JsonSchema, loadOperations, needsSession, type Operation } from './openapi-routes';

/** Requests per endpoint; raise with FUZZ_RUNS for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ✈️ नमस्ते',
  ' ',
  'x'.repeat(100_000),
];

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.string(),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

function resolve(schema: JsonSchema | undefined, components: Record<string, JsonSchema>): JsonSchema | undefined {
  if (schema?.$ref) return components[schema.$ref.split('/').at(-1) ?? ''];
  return schema;
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const plausible =
    schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'date' || schema.pattern?.includes('\\d{4}')
        ? fc
            .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10))
        : fc.string({ maxLength: schema.maxLength ?? 40 });
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom(...HOSTILE_STRINGS),
  );
}

/** Values shaped by the schema, often valid, sometimes subtly or grossly wrong. */
function arbitraryFor(
  raw: JsonSchema | undefined,
  components: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = resolve(raw, components);
  if (!schema || depth > 4) return junk;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((s) => arbitraryFor(s, components, depth + 1)), junk);
  if (schema.enum) return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...schema.enum) }, junk);
  if (schema.const !== undefined) return fc.oneof({ weight: 3, arbitrary: fc.constant(schema.const) }, junk);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof({ weight: 4, arbitrary: stringFor(schema) }, junk);
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: -10, max: 100_000 }),
        fc.double(),
        fc.constantFrom(-1, 0, 1e308, Number.MAX_SAFE_INTEGER),
        junk,
      );
    case 'boolean':
      return fc.oneof({ weight: 3, arbitrary: fc.boolean() }, junk);
    case 'array':
      return fc.oneof(fc.array(arbitraryFor(schema.items, components, depth + 1), { maxLength: 4 }), junk);
    case 'object': {
      const model = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [
          key,
          arbitraryFor(value, components, depth + 1),
        ]),
      );
      const shaped = fc.record(model, { requiredKeys: [] });
      const withExtra = fc
        .tuple(shaped, fc.string(), junk)
        .map(([value, key, extra]) => ({ ...value, [`x${key}`]: extra }));
      return fc.oneof({ weight: 3, arbitrary: shaped }, withExtra, junk);
    }
    default:
      return junk;
  }
}

interface FuzzRequest {
  param: string;
  query: Record<string, unknown>;
  body: unknown;
}

function requestArbitrary(op: Operation, components: Record<string, JsonSchema>): fc.Arbitrary<FuzzRequest> {
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const queryModel = Object.fromEntries(
    op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, arbitraryFor(p.schema, components)]),
  );
  return fc.record({
    param: fc.oneof(fc.uuid(), fc.string(), fc.constantFrom(...HOSTILE_STRINGS.slice(0, 8))),
    query: fc.record(queryModel, { requiredKeys: [] }),
    body: op.method === 'GET' || op.method === 'DELETE' ? fc.constant(undefined) : arbitraryFor(bodySchema, components),
  });
}

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

let t: TestApp;
let operations: Operation[];
let components: Record<string, JsonSchema>;

beforeAll(async () => {
  t = await startTestApp();
  operations = await loadOperations(t.client());
  components = (await t.client().get('/api/openapi.json')).body.components?.schemas ?? {};
});
afterAll(() => t.close());

describe('fuzzing every endpoint from its contract', () => {
  it('never answers 5xx, always answers errors in the envelope, and stays healthy', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const problems: string[] = [];
    for (const op of operations) {
      const client = needsSession(op) ? (await createUser(t)).client : t.client();
      if (isPartner(op)) client.headers.authorization = 'Bearer test-partner-key-0123456789abcdef01';
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, components), async (req) => {
          const url = `${fillPath(op.path, req.param)}${queryString(req.query)}`;
          const res = await client.request(op.method, url, { json: req.body });
          const enveloped =
            res.status < 400 || (typeof res.body?.error === 'string' && typeof res.body?.code === 'string');
          if (res.status >= 500 || !enveloped) {
            problems.push(
              `${op.method} ${url.slice(0, 120)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    }
    expect(problems).toEqual([]);
    expect((await t.client().get('/api/health')).status).toBe(200);
  }, 240_000);
});

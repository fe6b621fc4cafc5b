import type { TestClient } from '../test-app';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify-style path with {param} placeholders, e.g. /api/documents/{id}. */
  path: string;
  security: string[];
  /** The role a console route needs (the security scope), e.g. support or admin. */
  role?: string;
  /**
   * The need-to-know rule a console route is under (its `x-need-to-know`): `application` when a support
   * operator may call it only for an application in the review queue, `user` for a user with one there.
   */
  needToKnow?: 'application' | 'user';
  params: string[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
  $ref?: string;
}

/** Every operation of the server, read from its own OpenAPI document. */
export async function loadOperations(client: TestClient): Promise<Operation[]> {
  const doc = (await client.get('/api/openapi.json')).body;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const security = (op.security ?? []).flatMap((entry: Record<string, unknown>) => Object.keys(entry));
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        security,
        role: (op.security ?? []).flatMap((entry: Record<string, string[]>) => Object.values(entry).flat())[0],
        needToKnow: op['x-need-to-know'],
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        requestBody: op.requestBody,
        parameters: op.parameters ?? [],
      });
    }
  }
  return operations;
}

export const needsSession = (op: Operation) => op.security.includes('session');
/** The operator console's routes: a role is needed besides a session (their own sweep, ops-access.test.ts). */
export const isConsole = (op: Operation) => op.path.startsWith('/api/ops/');
export const isPartner = (op: Operation) => op.security.includes('partner');
export const isWrite = (op: Operation) => op.method !== 'GET';

export function fillPath(path: string, values: Record<string, string> | string): string {
  return path.replace(/\{(\w+)\}/g, (_, name) =>
    encodeURIComponent(typeof values === 'string' ? values : (values[name] ?? 'x')),
  );
}

/** All string values of `id` keys, and this site's application references (HV-…), anywhere in a JSON value. */
export function collectIds(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) collectIds(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, nested] of Object.entries(value)) {
      const isOwnRef = key === 'ref' && typeof nested === 'string' && nested.startsWith('HV-');
      if ((key === 'id' || isOwnRef) && typeof nested === 'string') into.add(nested);
      else collectIds(nested, into);
    }
  }
  return into;
}

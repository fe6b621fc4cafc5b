import { isPartnerApi } from './partner-auth';

/**
 * Completes the generated OpenAPI document for machines (client generators, linters): every operation
 * gets a stable operationId, its security stated (public ones explicitly none) and the error responses
 * that the server's own hooks and guards answer, all derived from the operation's method, path and
 * security, so no route has to repeat them. Anything a route states itself is kept.
 */

type Security = Array<Record<string, string[]>>;

interface Response {
  description?: string;
  content?: Record<string, { schema?: unknown }>;
}

export interface Operation {
  operationId?: string;
  security?: Security;
  responses?: Record<string, Response>;
}

export interface Document {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: { schemas?: Record<string, unknown> };
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
/** @fastify/swagger's description of a response whose route gave none. */
const UNDESCRIBED = 'Default Response';
const ERROR_SCHEMA = '#/components/schemas/Error';

/** What each error status means in this API (the error envelope's `code` in capitals). */
const ERROR_MEANINGS: Record<string, string> = {
  400: 'The request is malformed or invalid: VALIDATION_FAILED (with a message per field) or BAD_REQUEST.',
  401: 'UNAUTHENTICATED: no valid credentials for this operation.',
  403: 'Refused: FORBIDDEN, TWO_FACTOR_REQUIRED or CSRF_REJECTED.',
  404: "NOT_FOUND: nothing at this address, or nothing that is the caller's.",
  409: 'CONFLICT: the request clashes with the current state.',
  413: 'PAYLOAD_TOO_LARGE: the body or file is over the limit.',
  415: 'UNSUPPORTED_MEDIA_TYPE: the body is not in a type this operation accepts.',
  422: 'UNPROCESSABLE: the request is well formed but cannot be carried out.',
  429: 'RATE_LIMITED: too many attempts; the Retry-After header says when to try again.',
};

/**
 * e.g. `PUT /api/partner/applications/{ref}` → `putPartnerApplicationsByRef`: readable, and stable as long
 * as the path and method are (the lint in server/test/quality checks that no two are the same).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'by-$1'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

const schemesOf = (security: Security) => security.flatMap((entry) => Object.keys(entry));
const scopesOf = (security: Security) => security.flatMap((entry) => Object.values(entry).flat());

/** Why the server answers each 4xx to this operation before (or besides) what the route itself does. */
function refusals(method: string, path: string, security: Security): Record<string, string> {
  const schemes = schemesOf(security);
  const partner = schemes.includes('partner');
  const refused: Record<string, string[]> = {
    // Every API request is checked for a NUL in its address, and a body or parameters against the schema.
    400: [ERROR_MEANINGS[400]!],
  };
  if (partner) {
    refused[401] = ['UNAUTHENTICATED: the partner key is missing or wrong.'];
    refused[403] = ['FORBIDDEN: the partner API is not enabled on this server.'];
    refused[429] = [
      'RATE_LIMITED: too many wrong keys from this address; the Retry-After header says when to try again.',
    ];
  } else if (schemes.length > 0) {
    refused[401] = ['UNAUTHENTICATED: no valid session.'];
  }
  const roles = [...new Set(scopesOf(security))];
  if (roles.length > 0) {
    refused[403] = [
      `FORBIDDEN: the signed-in user is not ${roles.join(' or ')} staff.`,
      'TWO_FACTOR_REQUIRED: the operator has not turned on two-factor authentication.',
    ];
  }
  // Writes that carry cookies must come from the site itself (the partner API ignores cookies).
  if (method !== 'get' && !isPartnerApi(path)) {
    refused[403] = [...(refused[403] ?? []), 'CSRF_REJECTED: a cookie-carrying write from another site.'];
  }
  if (path.includes('{')) refused[404] = [ERROR_MEANINGS[404]!];
  return Object.fromEntries(Object.entries(refused).map(([status, reasons]) => [status, reasons.join(' ')]));
}

const errorResponse = (description: string): Response => ({
  description,
  content: { 'application/json': { schema: { $ref: ERROR_SCHEMA } } },
});

function completeOperation(method: string, path: string, operation: Operation): void {
  operation.operationId ??= operationIdOf(method, path);
  operation.security ??= [];
  operation.responses ??= {};
  const responses = operation.responses;
  for (const [status, description] of Object.entries(refusals(method, path, operation.security))) {
    responses[status] ??= errorResponse(description);
  }
  for (const [status, response] of Object.entries(responses)) {
    const meaning = ERROR_MEANINGS[status];
    if (meaning && response.description === UNDESCRIBED) response.description = meaning;
  }
}

/** Schemas of the contract that no operation uses (directly or through another schema) are left out. */
function withoutUnusedSchemas(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  // Arrays too: their entries are keyed by index.
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, nested] of Object.entries(value)) {
      const name = key === '$ref' && typeof nested === 'string' ? nested.split('#/components/schemas/')[1] : undefined;
      if (name !== undefined && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      } else visit(nested);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

export function completeDocument<T extends Document>(document: T): T {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (operation) completeOperation(method, path, operation);
    }
  }
  withoutUnusedSchemas(document);
  return document;
}

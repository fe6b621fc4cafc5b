import { readFileSync } from 'node:fs';

/** The partner client example, shown in the docs as it is: the tests compile it against the live document. */
export const PARTNER_CLIENT_EXAMPLE = new URL('./client-example.ts', import.meta.url);

/** The partner section of the API docs (/api/docs): how to call it, and a generated, typed client. */
export function partnerApiTag() {
  const example = readFileSync(PARTNER_CLIENT_EXAMPLE, 'utf8').trimEnd();
  const description = [
    "The booking site's server-to-server calls. Each carries `Authorization: Bearer <PARTNER_API_KEY>`; a refusal",
    'answers the error envelope (`error`, `code`, `fields`) with the status and codes listed under each operation.',
    '',
    'A typed client can be generated from this document (`/api/openapi.json`), for example:',
    '',
    '```ts',
    example,
    '```',
  ].join('\n');
  return { name: 'partner', description };
}

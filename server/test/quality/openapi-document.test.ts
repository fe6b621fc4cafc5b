import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateApi } from 'swagger-typescript-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_CLIENT_EXAMPLE } from '../../src/features/partner/api-docs';
import { startTestApp, type TestApp } from '../test-app';

const run = promisify(execFile);
const REDOCLY = path.resolve('node_modules/@redocly/cli/bin/cli.js');
const TSC = path.resolve('node_modules/typescript/bin/tsc');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer?: string }>;
}

let t: TestApp;
let document: { tags?: Array<{ name: string; description?: string }>; paths: Record<string, any> };
let dir: string;

/** A command's output, also when it fails (a failing lint or compile is reported, not thrown). */
async function outputOf(command: string, args: string[], env: Record<string, string> = {}) {
  try {
    return (await run(process.execPath, [command, ...args], { env: { ...process.env, ...env } })).stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return failed.stdout || failed.stderr || failed.message;
  }
}

beforeAll(async () => {
  // The address a deployment serves the document from (not localhost).
  t = await startTestApp({ PUBLIC_URL: 'https://hellovisa.test' });
  document = (await t.client().get('/api/openapi.json')).body;
  dir = await mkdtemp(path.join(os.tmpdir(), 'hv-openapi-'));
  await writeFile(path.join(dir, 'openapi.json'), JSON.stringify(document));
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the OpenAPI document for machines', () => {
  it("passes Redocly's recommended rules (redocly.yaml) without an error", async () => {
    const lint = ['lint', path.join(dir, 'openapi.json'), '--config', 'redocly.yaml', '--format', 'json'];
    const output = await outputOf(REDOCLY, [...lint, '--max-problems', '1000'], {
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    });
    const report = JSON.parse(output) as { problems: LintProblem[] };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names each operation after its method and path, and states its security and its refusals', () => {
    const credit = document.paths['/api/partner/wallet/transactions'].post;
    expect(credit.operationId).toBe('postPartnerWalletTransactions');
    expect(credit.security).toEqual([{ partner: [] }]);
    for (const status of ['400', '401', '403', '429']) {
      expect(credit.responses[status].content['application/json'].schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
    }
    expect(document.paths['/api/health'].get).toMatchObject({ operationId: 'getHealth', security: [] });
    const role = document.paths['/api/ops/users/{id}/role'].post;
    expect(role.operationId).toBe('postOpsUsersByIdRole');
    expect(role.responses['403'].description).toContain('TWO_FACTOR_REQUIRED');
    expect(role.responses['404'].description).toContain('NOT_FOUND');
  });

  it("compiles the partner docs' client example against a client generated from the live document", async () => {
    const example = await readFile(PARTNER_CLIENT_EXAMPLE, 'utf8');
    const partnerSection = document.tags?.find((tag) => tag.name === 'partner')?.description;
    expect(partnerSection).toContain(example.trimEnd());

    await generateApi({ spec: document as never, output: dir, fileName: 'hellovisa-api.ts', silent: true });
    await copyFile(fileURLToPath(PARTNER_CLIENT_EXAMPLE), path.join(dir, 'client-example.ts'));
    // A partner's strict settings; the generated client uses fetch, so the DOM library.
    const compilerOptions = {
      strict: true,
      noEmit: true,
      target: 'ES2023',
      module: 'ESNext',
      moduleResolution: 'bundler',
      lib: ['ES2023', 'DOM'],
      types: [],
    };
    await writeFile(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['client-example.ts'] }));
    expect(await outputOf(TSC, ['-p', path.join(dir, 'tsconfig.json')])).toBe('');
  }, 120_000);
});

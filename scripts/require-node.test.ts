import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './require-node.mjs';

/** Runs an entry script in a Node.js that reports `version`, as an older install would. */
function runAs(version: string, script: string) {
  const pretend = `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} });`;
  return spawnSync(process.execPath, ['--import', `data:text/javascript,${encodeURIComponent(pretend)}`, script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('the Node.js version check of the entry scripts', () => {
  it.each(['scripts/start.mjs', 'scripts/test.mjs'])('%s refuses Node.js 20 at once with one line', (script) => {
    const result = runAs('20.20.2', script);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      'HelloVisa needs Node.js 24 or newer, and this is Node.js 20.20.2: install Node.js 24 LTS (https://nodejs.org, or `npm i -g node@24`) and run it again.',
    ]);
  });

  it('accepts Node.js 24 and later', () => {
    expect(nodeVersionProblem('24.0.0')).toBeUndefined();
    expect(nodeVersionProblem('26.1.0')).toBeUndefined();
    expect(nodeVersionProblem('22.12.0')).toMatch(/needs Node\.js 24/);
  });
});

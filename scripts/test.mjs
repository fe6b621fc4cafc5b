// `npm test`: typecheck, lint, the server's module borders, dependency audit, unit tests, API tests (real server + database), browser tests.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck', '--silent']],
  ['lint', ['npm', 'run', 'lint', '--silent']],
  ['module borders', ['node', 'scripts/check-borders.mjs']],
  ['dependency audit', ['node', 'scripts/audit-deps.mjs']],
  ['unit tests', ['npx', 'vitest', 'run', '--project', 'unit']],
  // The API tests render destination pages with the built web app: build first.
  ['build', ['npm', 'run', 'build', '--silent']],
  // Two workers on two cores (Vitest's default is cores − 1): one worker leaves ~30% of the CPU idle while its
  // files wait on their servers and databases; two ran the suite in 720 s instead of 1,100–1,440.
  ['API tests', ['npx', 'vitest', 'run', '--project', 'api', '--project', 'api-isolated', '--maxWorkers=2']],
  ['browser tests', ['npm', 'run', 'test:e2e', '--silent']],
];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}

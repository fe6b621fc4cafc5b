// `npm start`: builds the web app and the server when their sources changed since the last build (see
// build.mjs), then runs the compiled server (migrations and seeding happen on start). Installs nothing.
// `--no-web-build` serves the web app as last built (the browser tests build it once for their servers).
// On a fresh machine it runs the whole product on embedded defaults (the README's quick start); a deployment sets
// NODE_ENV=production (docs/operations.md), which then requires SMTP and the invoice supplier and turns test
// payments off. Either way it writes no line for a request that succeeded quickly unless LOG_REQUESTS=all.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { ensureBuilt, SERVER_NODE_ARGS } from './build.mjs';

try {
  ensureBuilt({ only: process.argv.includes('--no-web-build') ? 'server' : undefined });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// The server is a child process: pass on the signals that stop `npm start` (a process manager's SIGTERM,
// Ctrl-C) so that it finishes its requests and closes the database instead of being left running.
const env = { ...process.env, LOG_REQUESTS: process.env.LOG_REQUESTS || 'notable' };
const server = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start`: builds the web app and the server when their sources changed since the last build (see
// build.mjs), then runs the compiled server (migrations and seeding happen on start). Installs nothing.
// `--no-web-build` serves the web app as last built (the browser tests build it once for their servers).
// It is how a deployment runs the server: production mode unless NODE_ENV says otherwise (`npm run dev` is the
// development server; `NODE_ENV=development npm start` tries the built app on a laptop with no settings).
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
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' };
const server = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: 'inherit', env });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

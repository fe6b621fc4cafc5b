// `npm run admin -- <command>`: the operator command line (server/src/admin/cli.ts), run from the compiled server,
// which is built first when its sources changed (progress on stderr, so that `--json` output stays clean), with
// the flags of ADMIN_NODE_ARGS (build.mjs).
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { ADMIN_NODE_ARGS, ensureBuilt } from './build.mjs';

try {
  ensureBuilt({ only: 'server', quiet: true });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const command = spawnSync(process.execPath, [...ADMIN_NODE_ARGS, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(command.status ?? 1);

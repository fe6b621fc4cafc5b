// BENCH_BASELINE=<git ref>: the api and web parts measure that tree's built server beside today's, in the same
// run (see bench/RESULTS.md).
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export interface Baseline {
  ref: string;
  /** The baseline tree's checkout, built: the server runs from it as `npm start` runs it from today's. */
  dir: string;
  remove(): void;
}

function run(command: string, args: string[], cwd?: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

/**
 * A detached worktree of `ref` in .tmp on the repository's node_modules (so the same dependencies: compare
 * `git diff <ref> HEAD -- package.json` first), built with its own `npm run build`. `remove()` deletes it.
 */
export function prepareBaseline(ref: string): Baseline {
  const dir = path.resolve(`.tmp/bench-baseline-${ref.replace(/[^\w.-]/g, '_')}`);
  const remove = () => run('git', ['worktree', 'remove', '--force', dir]);
  if (existsSync(dir)) remove(); // left by an interrupted run
  run('git', ['worktree', 'add', '--detach', dir, ref]);
  try {
    symlinkSync(realpathSync('node_modules'), path.join(dir, 'node_modules'));
    console.log(`Building the baseline ${ref} in ${path.relative(process.cwd(), dir)}…`);
    run('npm', ['run', 'build', '--silent'], dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { ref, dir, remove };
}

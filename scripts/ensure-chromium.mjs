// Installs Debian's Chromium for the browser tests when it is missing (`npm run test:e2e` runs this first).
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
      console.error('Installing chromium failed. Install it with: apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(`Chromium is not installed at ${CHROMIUM_PATH}. Install it as root: apt-get install -y chromium`);
    process.exit(1);
  }
}

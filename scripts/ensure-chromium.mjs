// Browser tests drive Debian's Chromium (/usr/bin/chromium): Playwright's own browser download is not used.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM)) {
      console.error('Installing chromium failed. Install it with: apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(`Chromium is not installed at ${CHROMIUM}. Install it as root: apt-get install -y chromium`);
    process.exit(1);
  }
}

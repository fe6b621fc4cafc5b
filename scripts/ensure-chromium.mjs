// Installs what the browser tests need from Debian when it is missing (`npm run test:e2e` runs this first): Chromium,
// and dbus-daemon, on whose private bus the notification-click test serves desktop notifications.
import './require-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const NEEDED = [
  { name: 'chromium', path: CHROMIUM_PATH },
  { name: 'dbus-daemon', path: '/usr/bin/dbus-daemon' },
];

const missing = NEEDED.filter((entry) => !existsSync(entry.path)).map((entry) => entry.name);
if (missing.length > 0) {
  const command = `apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Not installed: ${missing.join(', ')}. Install as root: ${command}`);
    process.exit(1);
  }
  console.log(`Installing Debian’s ${missing.join(' and ')}…`);
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0 || NEEDED.some((entry) => !existsSync(entry.path))) {
    console.error(`Installing failed. Install them with: ${command}`);
    process.exit(1);
  }
}

// `npm run dev`: the API server with reload on :8080 and Vite's dev server (with HMR) on :5173.
import './require-node.mjs';
import { spawn } from 'node:child_process';

const children = [
  // Vite's pages on :5173 write to the API through its proxy: their origin is allowed too.
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && process.exit(code));

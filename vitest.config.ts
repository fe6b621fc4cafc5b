import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { LIFTOFF_ONLY_NODE_ARGS } from './db/liftoff-only.mjs';

const alias = {
  '@contract': path.resolve('contract/src'),
  '@db': path.resolve('db'),
  '@server': path.resolve('server/src'),
  '@web': path.resolve('web/src'),
};

const apiTests = {
  include: ['server/src/features/**/*.test.ts', 'server/test/**/*.test.ts', 'db/**/*.test.ts'],
  environment: 'node' as const,
  globalSetup: ['server/test/global-setup.ts'],
  // Each API test file opens its own embedded database: V8's optimising compiler would compile PostgreSQL's
  // WebAssembly again in every one, which costs more CPU than the few queries a file makes gain from it.
  execArgv: LIFTOFF_ONLY_NODE_ARGS,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** API test files that replace a module (vi.mock) need a module registry of their own. */
const MOCKING_MODULES = ['server/src/features/auth/login.test.ts'];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'server/src/lib/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          ...apiTests,
          name: 'api',
          exclude: ['server/test/scale-out/**', ...MOCKING_MODULES],
          // Files run one after another in each worker, which loads the server's modules once: every file
          // starts its own app on its own database, so nothing is shared but the module code.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...apiTests, name: 'api-isolated', include: MOCKING_MODULES },
      },
      {
        resolve: { alias },
        test: {
          name: 'scale',
          include: ['server/test/scale-out/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

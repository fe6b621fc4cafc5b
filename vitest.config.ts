import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contract': path.resolve('contract/src'),
  '@db': path.resolve('db'),
  '@server': path.resolve('server/src'),
  '@web': path.resolve('web/src'),
};

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
          name: 'api',
          include: ['server/src/features/**/*.test.ts', 'server/test/**/*.test.ts', 'db/**/*.test.ts'],
          exclude: ['server/test/scale-out/**'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
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

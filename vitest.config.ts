import { configDefaults, defineConfig } from 'vitest/config';

// API tests run against PGlite always and against PostgreSQL when TEST_DATABASE_URL is set;
// the same files, selected by the DB_KIND each project sets.
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    environment: 'node',
    // A committed .only would silently skip the rest: refused on CI.
    allowOnly: !process.env.CI,
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'api-pglite',
          include: ['tests/api/**/*.test.ts'],
          env: { DB_KIND: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { DB_KIND: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        // A local EVM node (anvil, offline) per file: the on-chain USDT deposits, on PGlite
        // and (with TEST_DATABASE_URL) on PostgreSQL.
        test: {
          name: 'chain',
          include: ['tests/chain/**/*.test.ts'],
          env: { DB_KIND: 'pglite' },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'chain-postgres',
                include: ['tests/chain/**/*.test.ts'],
                // The demo starts `npm start` on its own PGlite data directory: once is enough.
                exclude: [...configDefaults.exclude, 'tests/chain/demo.test.ts'],
                env: { DB_KIND: 'postgres' },
                testTimeout: 60_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'crash',
          include: ['tests/crash/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

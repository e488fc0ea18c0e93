import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('./schema', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src, '@contracts': contracts } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', '.storybook/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/shared/config/test/setup-web.ts'],
          // worker threads, not child processes: each file still gets its own jsdom and module graph (isolate), but
          // starting it is cheaper (the whole web project back to back: 335 s of CPU in forks, 262 s in threads;
          // environment 319 s -> 121 s, import 78 s -> 26 s; every file passes)
          pool: 'threads',
          // both cores: vitest's default on 2 cores is one worker (cpus - 1), which left one core idle for the whole
          // web project; the stories are split into shard files (.storybook/stories-suite.tsx) so both workers share them
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'schema/**/*.test.ts'],
          globalSetup: ['./server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are heavy: keep parallelism modest on 2 cores, and run after the web project
          // (projects with different worker limits need their own group)
          maxWorkers: 2,
          // one worker process runs many files and keeps the modules it imported (fastify, the GraphQL schema, every
          // server module): a fresh process per file spent more time importing than testing. Safe here: every
          // file builds its own app and database (test/test-app.ts), spies only on its own app's objects and
          // closes what it opens; no test mocks modules or stubs globals.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

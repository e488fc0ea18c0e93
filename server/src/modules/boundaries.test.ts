import { describe, expect, it, vi } from 'vitest';
import { readdirSync, existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { serverModules } from './registry.js';
import { restHandlersOf } from '../app.js';
import { cycleProblems, moduleGraph } from '../../../scripts/check-module-cycles.mjs';

// Issue 22: a server module is entered only through its index.ts, registers its own routes, resolvers and jobs
// (registry.ts), and modules do not import each other in a new loop.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const modulesDir = fileURLToPath(new URL('./', import.meta.url));
const folders = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());

describe('the module registry', () => {
  it('lists every module folder once, under its folder name, and each has an index.ts', () => {
    expect(serverModules.map((m) => m.name).sort()).toEqual([...folders].sort());
    for (const name of folders) expect(existsSync(join(modulesDir, name, 'index.ts')), name).toBe(true);
  });

  it('declares the same no-token root fields the server had before', () => {
    expect(new Set(serverModules.flatMap((m) => m.publicFields ?? []))).toEqual(
      new Set([
        'Query.version',
        'Query.config',
        'Query.isUsingVPN',
        'Mutation.login',
        'Mutation.verifySession',
        'Query.registration',
        'Mutation.register',
        'Mutation.requestPasswordReset',
        'Mutation.resetPassword',
        'Query.patientPortal',
      ]),
    );
    expect(serverModules.flatMap((m) => m.clinicalPublicFields ?? [])).toEqual(['Query.version']);
  });

  it('refuses an operation handled by two modules', () => {
    const handler = async () => ({ status: 200 as const, body: undefined as never });
    expect(() =>
      restHandlersOf([
        { name: 'one', rest: () => ({ getVersion: handler as never }) },
        { name: 'two', rest: () => ({ getVersion: handler as never }) },
      ]),
    ).toThrow('getVersion is handled by two modules (two)');
  });

  it.each(folders)('loads %s/index.ts on its own (no import loop reads a binding before it is set)', async (name) => {
    vi.resetModules();
    const loaded = (await import(`./${name}/index.ts`)) as Record<string, unknown>;
    expect(Object.values(loaded).length).toBeGreaterThan(0);
  });
});

describe('the lint rule on module boundaries', () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const problems = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };
  const boundary = expect.stringContaining('only through its index.ts');

  it("refuses another module's internals and accepts its index", async () => {
    expect(
      await problems('server/src/modules/fft/x.ts', "export { requests } from '../messages/tables.js';\n"),
    ).toEqual([boundary]);
    expect(await problems('server/src/modules/fft/x.ts', "export { requests } from '../messages/index.js';\n")).toEqual(
      [],
    );
    expect(await problems('server/src/modules/fft/x.ts', "export { feedback } from './tables.js';\n")).toEqual([]);
  });

  it('refuses internals from app.ts, the seed and tests elsewhere, and from the registry', async () => {
    expect(await problems('server/src/app.ts', "export { fftRoutes } from './modules/fft/routes.js';\n")).toEqual([
      boundary,
    ]);
    expect(await problems('server/src/db/seed.ts', "export { users } from '../modules/users/tables.js';\n")).toEqual([
      boundary,
    ]);
    expect(await problems('server/src/test/x.test.ts', "export { x } from '../modules/users/access.js';\n")).toEqual([
      boundary,
    ]);
    expect(await problems('server/src/modules/registry.ts', "export { fftRoutes } from './fft/routes.js';\n")).toEqual([
      boundary,
    ]);
  });

  it("lets a tables.ts name another module's tables and a test use test-fixtures, nothing else", async () => {
    expect(await problems('server/src/modules/fft/tables.ts', "export { users } from '../users/tables.js';\n")).toEqual(
      [],
    );
    expect(
      await problems('server/src/modules/fft/tables.ts', "export { x } from '../users/access.js';\n"),
    ).toHaveLength(1);
    expect(
      await problems(
        'server/src/modules/fft/fft.test.ts',
        "export { addRequest } from '../messages/test-fixtures.js';\n",
      ),
    ).toEqual([]);
    expect(
      await problems('server/src/modules/fft/service.ts', "export { a } from '../messages/test-fixtures.js';\n"),
    ).toEqual([boundary]);
  });
});

describe('the import-loop check between modules', () => {
  it('passes on the tree as it is', () => {
    expect(cycleProblems(moduleGraph(modulesDir))).toEqual([]);
  });

  it('fails on each import that closes a loop, and only on those', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/service.ts']])],
      ['b', new Map([['a', 'b/routes.ts']])],
      ['c', new Map([['a', 'c/routes.ts']])],
    ]);
    expect(cycleProblems(graph)).toEqual([
      'a/service.ts imports b, closing an import loop between modules (a, b)',
      'b/routes.ts imports a, closing an import loop between modules (a, b)',
    ]);
    expect(cycleProblems(new Map([['a', new Map([['b', 'a/x.ts']])]]))).toEqual([]);
  });
});

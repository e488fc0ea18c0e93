import { describe, expect, it } from 'vitest';
import { serverProcessEnv } from '../../scripts/server-runtime.mjs';

// How `npm start` and the bench run the compiled server (scripts/server-runtime.mjs): with jemalloc preloaded where it
// is installed, which keeps the idle server's memory within its budget (ARCHITECTURE §8).
const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

describe('the server process environment', () => {
  it('preloads jemalloc with its settings and keeps the rest of the environment', () => {
    expect(serverProcessEnv({ NODE_ENV: 'production', PORT: '3000' }, JEMALLOC)).toEqual({
      NODE_ENV: 'production',
      PORT: '3000',
      LD_PRELOAD: JEMALLOC,
      MALLOC_CONF: 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2',
    });
  });

  it("keeps an operator's own jemalloc settings", () => {
    expect(serverProcessEnv({ MALLOC_CONF: 'narenas:1' }, JEMALLOC)).toEqual({
      LD_PRELOAD: JEMALLOC,
      MALLOC_CONF: 'narenas:1',
    });
  });

  it("leaves an operator's own preload, or SERVER_ALLOCATOR=system, as it is", () => {
    expect(serverProcessEnv({ LD_PRELOAD: '/opt/tcmalloc.so' }, JEMALLOC)).toEqual({ LD_PRELOAD: '/opt/tcmalloc.so' });
    expect(serverProcessEnv({ SERVER_ALLOCATOR: 'system' }, JEMALLOC)).toEqual({ SERVER_ALLOCATOR: 'system' });
  });

  it('runs with the system allocator where jemalloc is not installed', () => {
    expect(serverProcessEnv({ PORT: '3000' }, null)).toEqual({ PORT: '3000' });
  });
});

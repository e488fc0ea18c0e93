import { describe, expect, it } from 'vitest';
import { serverProcessEnv } from '../../scripts/server-runtime.mjs';

// How `npm start` and the bench run the compiled server (scripts/server-runtime.mjs): glibc's allocator is told to map
// blocks of 32 KB and more on their own, which keeps the idle server's memory within its budget (ARCHITECTURE §8).
describe('the server process environment', () => {
  it('adds the allocator setting and keeps the rest of the environment', () => {
    const env = serverProcessEnv({ NODE_ENV: 'production', PORT: '3000' });
    expect(env).toEqual({
      NODE_ENV: 'production',
      PORT: '3000',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=32768',
    });
  });

  it("keeps an operator's own tunables, adding ours after them", () => {
    expect(serverProcessEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=32768',
    );
  });

  it("leaves an operator's own mmap threshold as given", () => {
    expect(serverProcessEnv({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.mmap_threshold=65536',
    );
  });
});

import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '@/shared/mocks/node';

// MSW starts at module scope so clients that capture globalThis.fetch on creation see it (STYLE.md).
server.listen({ onUnhandledRequest: 'error' });

beforeAll(() => undefined);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadCatalogue } from '@/shared/i18n';
import { server } from '@/shared/mocks/node';
import { loadClassMerge } from '@/shared/ui/cn';

// MSW starts at module scope so clients that capture globalThis.fetch on creation see it (STYLE.md).
server.listen({ onUnhandledRequest: 'error' });
// components under test may use any area's strings (the app loads them before signed-in screens)
await loadCatalogue();
// and cn() merges Tailwind classes (the app loads tailwind-merge before signed-in screens)
await loadClassMerge();

beforeAll(() => undefined);
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

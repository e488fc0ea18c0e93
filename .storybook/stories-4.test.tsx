import { vi } from 'vitest';
import { describeStoryShard } from './stories-suite';

// the stories run in the node MSW server the vitest setup started, not in a service worker (stories-suite.tsx)
vi.mock('./msw-worker', async () => {
  const { server } = await import('@/shared/mocks/node');
  return { startMockWorker: () => server };
});

await describeStoryShard(4);

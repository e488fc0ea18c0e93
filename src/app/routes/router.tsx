import { createBrowserRouter } from 'react-router';

// Route modules load on demand so each screen is its own chunk (ARCHITECTURE §8).
export const router = createBrowserRouter([
  {
    path: '*',
    lazy: async () => ({ Component: (await import('@/pages/system/about')).AboutPage }),
  },
]);

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** A fresh QueryClient per story or test, without retries, so error states show at once. */
export function TestProviders({ children, path = '/' }: { children: ReactNode; path?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** Storybook decorator form of TestProviders. */
export function withProviders(path = '/') {
  return function ProvidersDecorator(Story: () => ReactNode) {
    return (
      <TestProviders path={path}>
        <Story />
      </TestProviders>
    );
  };
}

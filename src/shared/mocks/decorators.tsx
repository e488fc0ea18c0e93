import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';

type ProviderOptions = {
  /**
   * Render inside a data router (createMemoryRouter) instead of a MemoryRouter: needed by anything that uses
   * react-router's blocker (LeavePagePrompt). The tree is fixed when the story mounts.
   */
  dataRouter?: boolean;
};

function DataRouter({ children, path }: { children: ReactNode; path: string }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

/** A fresh QueryClient per story or test, without retries, so error states show at once. */
export function TestProviders({
  children,
  path = '/',
  dataRouter = false,
}: { children: ReactNode; path?: string } & ProviderOptions) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      {dataRouter ? (
        <DataRouter path={path}>{children}</DataRouter>
      ) : (
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      )}
    </QueryClientProvider>
  );
}

/** Storybook decorator form of TestProviders. */
export function withProviders(path = '/', options: ProviderOptions = {}) {
  return function ProvidersDecorator(Story: () => ReactNode) {
    return (
      <TestProviders path={path} {...options}>
        <Story />
      </TestProviders>
    );
  };
}

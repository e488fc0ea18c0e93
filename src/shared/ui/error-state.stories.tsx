import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

const meta = {
  title: 'shared/ui/ErrorState',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { level: 2 })).toHaveTextContent('Sorry, there is a problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const CustomMessage: Story = {
  args: {
    title: 'Appointments could not be loaded',
    message: 'The clinical system is not responding. Appointments booked in the last hour may be missing.',
    retryLabel: 'Reload appointments',
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeDisabled();
  },
};

export const WithoutRetry: Story = {
  args: { onRetry: undefined, message: 'You do not have access to this list. Ask your practice manager.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

type Load = { status: 'loading' } | { status: 'error' } | { status: 'done'; version: string };

async function fetchApiVersion(): Promise<string> {
  const response = await fetch(new URL('/api/version', window.location.href));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = (await response.json()) as { _embedded: { items: Array<{ version: string }> } };
  return body._embedded.items[0]?.version ?? 'unknown';
}

/** A panel that loads the API version: the real fetch, answered by MSW in Storybook and in tests. */
function VersionPanel() {
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    fetchApiVersion().then(
      (version) => current && setLoad({ status: 'done', version }),
      () => current && setLoad({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  if (load.status === 'loading') return <Spinner label="Loading the API version" showLabel />;
  if (load.status === 'error') return <ErrorState message="The API version could not be loaded." onRetry={retry} />;
  return <p>API version {load.version}</p>;
}

/** The first request fails (503), the retry gets the default handler's answer. */
export const LoadFailsThenRetrySucceeds: StoryObj = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('*/api/version', () => HttpResponse.json({ title: 'Unavailable' }, { status: 503 }), { once: true }),
    );
  },
  render: () => <VersionPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The API version could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('API version 0.1.0')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { TranslationPanel } from './translation-panel';

const meta = {
  title: 'pages/console/requests/request-handling/TranslationPanel',
  component: TranslationPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof TranslationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = (enabled: boolean) =>
  graphql.query('ConsoleTranslation', () =>
    HttpResponse.json({ data: { consoleTranslation: { wcmsId: '1001', enabled } } }),
  );

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleTranslation', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** Never saved: translations are offered (the default). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(settings(true));
  },
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('checkbox', { name: 'Offer translations in the request view' });
    await expect(box).toBeChecked();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleTranslation', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** Turning translations off and saving. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let enabled = true;
    msw.use(
      graphql.query('ConsoleTranslation', () =>
        HttpResponse.json({ data: { consoleTranslation: { wcmsId: '1001', enabled } } }),
      ),
      graphql.mutation('SaveTranslationSettings', ({ variables }) => {
        enabled = Boolean(variables.enabled);
        return HttpResponse.json({ data: { saveTranslationSettings: { wcmsId: '1001', enabled } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'Offer translations in the request view' });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(box).not.toBeChecked();
  },
};

/** A failed save says why and keeps the choice. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      settings(true),
      graphql.mutation('SaveTranslationSettings', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'You have not been given access to advanced settings',
              extensions: { code: 'FORBIDDEN' },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('checkbox', { name: 'Offer translations in the request view' });
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('You have not been given access to advanced settings')).toBeInTheDocument();
    await expect(box).not.toBeChecked();
  },
};

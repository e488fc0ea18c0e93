import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { TwoFactorPanel } from './two-factor-panel';

const riverside = { wcmsId: '1001', name: 'Riverside Medical Centre', role: 'full', twoFactorMandate: null };

const meta = {
  title: 'pages/console/security/two-factor/TwoFactorPanel',
  component: TwoFactorPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof TwoFactorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('OrganisationTwoFactor', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** The organisation is not among the user's: nothing to change. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('OrganisationTwoFactor', () => HttpResponse.json({ data: { organisations: [] } })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Choose an organisation to change its settings.'),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('OrganisationTwoFactor', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Service unavailable');
  },
};

/** A full-role manager mandates email codes and sees the confirmation. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let mandate: string | null = null;
    msw.use(
      graphql.query('OrganisationTwoFactor', () =>
        HttpResponse.json({ data: { organisations: [{ ...riverside, twoFactorMandate: mandate }] } }),
      ),
      graphql.mutation('SetTwoFactorMandate', ({ variables }) => {
        mandate = (variables.method as string | null) ?? null;
        return HttpResponse.json({ data: { setTwoFactorMandate: { wcmsId: '1001', twoFactorMandate: mandate } } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('radio', { name: 'A code sent by email' });
    await expect(canvas.getByRole('radio', { name: 'Not required' })).toBeChecked();
    await userEvent.click(email);
    await expect(canvas.getByText('You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('radio', { name: 'A code sent by email' })).toBeChecked();
    // saved: nothing left to save
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Saving fails (the server's level check): the message shows and the choice stays selected. */
export const SaveFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('OrganisationTwoFactor', () => HttpResponse.json({ data: { organisations: [riverside] } })),
      graphql.mutation('SetTwoFactorMandate', () =>
        HttpResponse.json({
          errors: [
            { message: 'You have not been given access to advanced settings', extensions: { code: 'FORBIDDEN' } },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'A code from an authenticator app' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have not been given access to advanced settings',
    );
    await expect(canvas.getByRole('radio', { name: 'A code from an authenticator app' })).toBeChecked();
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { graphql, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, hillview } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { TwoFactorPage } from './two-factor-page';

const meta = {
  title: 'pages/console/security/two-factor/TwoFactorPage',
  component: TwoFactorPage,
  decorators: [withProviders('/', { dataRouter: true })],
} satisfies Meta<typeof TwoFactorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel for the organisation the manager is acting for. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('OrganisationTwoFactor', () =>
        HttpResponse.json({
          data: {
            organisations: [{ wcmsId: '1002', name: 'Hillview Surgery', role: 'full', twoFactorMandate: 'email' }],
          },
        }),
      ),
    );
    return signInAs(demoAccounts.manager, { ...hillview, role: 'full' });
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: 'A code sent by email' })).toBeChecked();
  },
};

/** No organisation chosen: the panel says so. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('OrganisationTwoFactor', () => HttpResponse.json({ data: { organisations: [] } })));
    return signInAs(demoAccounts.manager, null);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Choose an organisation to change its settings.'),
    ).toBeInTheDocument();
  },
};

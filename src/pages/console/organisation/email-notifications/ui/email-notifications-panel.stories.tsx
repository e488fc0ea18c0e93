import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import {
  consoleOrganisationErrorHandlers,
  consoleOrganisationHandlers,
  consoleOrganisationLoadingHandlers,
} from '@/shared/mocks/console-organisation-handlers';
import { EmailNotificationsPanel } from './email-notifications-panel';

const meta = {
  title: 'pages/console/organisation/email-notifications/EmailNotificationsPanel',
  component: EmailNotificationsPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof EmailNotificationsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationLoadingHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** No address yet: nothing is sent. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Notification email address')).toHaveValue('');
    await expect(canvas.getByText('No email has been sent yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationErrorHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Response not successful: Received status code 500',
    );
  },
};

/** Filled: an address with the last email's time; changing it saves. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...consoleOrganisationHandlers({
        email: { address: 'practice@riverside.nhs.uk', last_sent_at: '2026-03-02T09:10:00.000Z' },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Notification email address');
    await expect(input).toHaveValue('practice@riverside.nhs.uk');
    await expect(canvas.getByText(/Last email sent/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'team@riverside.nhs.uk');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
  },
};

/** spec §5: the address must end in nhs.uk, nhs.scot or the deployment's host. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Notification email address');
    await userEvent.type(input, 'someone@gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(/Enter an email address ending in nhs\.uk/)).toBeInTheDocument();
    await expect(input).toHaveValue('someone@gmail.com');
  },
};

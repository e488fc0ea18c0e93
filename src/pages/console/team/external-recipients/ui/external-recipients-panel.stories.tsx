import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import {
  consoleOrganisationErrorHandlers,
  consoleOrganisationHandlers,
  consoleOrganisationLoadingHandlers,
} from '@/shared/mocks/console-organisation-handlers';
import { ExternalRecipientsPanel } from './external-recipients-panel';

const meta = {
  title: 'pages/console/team/external-recipients/ExternalRecipientsPanel',
  component: ExternalRecipientsPanel,
  decorators: [withProviders('/')],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof ExternalRecipientsPanel>;

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

/** Off, with nobody on the list. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers({ recipients: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No external recipients yet')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: /Allow staff to forward/ })).not.toBeChecked();
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

/** Filled: turn forwarding on, add a recipient, change one and remove one. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Dr Asha Patel' })).toBeInTheDocument();
    const toggle = canvas.getByRole('checkbox', { name: /Allow staff to forward/ });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.type(canvas.getByLabelText('Name'), 'Community nursing');
    await userEvent.type(canvas.getByLabelText('Organisation'), 'Riverside Community Trust');
    await userEvent.type(canvas.getByLabelText('Secure email address'), 'nursing@riverside.nhs.net');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an external recipient' }));
    await expect(await canvas.findByRole('cell', { name: 'Community nursing' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Adult social care' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Adult social care' }));
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Adult social care' })).not.toBeInTheDocument());
  },
};

/** The rules on their fields: name and organisation required, a secure address, unique on the list. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Dr Asha Patel' });
    await userEvent.type(canvas.getByLabelText('Secure email address'), 'someone@gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an external recipient' }));
    await expect(await canvas.findByText("Enter the recipient's name")).toBeInTheDocument();
    await expect(canvas.getByText("Enter the recipient's organisation")).toBeInTheDocument();
    await expect(
      canvas.getByText('Enter a secure email address ending in nhs.net, nhs.uk, nhs.scot or gov.uk'),
    ).toBeInTheDocument();
    // the server says the address is already on the list; what was typed stays
    await userEvent.type(canvas.getByLabelText('Name'), 'Someone');
    await userEvent.type(canvas.getByLabelText('Organisation'), 'Somewhere');
    const email = canvas.getByLabelText('Secure email address');
    await userEvent.clear(email);
    await userEvent.type(email, 'a.patel@nhs.net');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an external recipient' }));
    await expect(await canvas.findByText('This email address is already on the list')).toBeInTheDocument();
    await expect(email).toHaveValue('a.patel@nhs.net');
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { consoleOrganisationHandlers, consoleOrganisationMockUrls } from '@/shared/mocks/console-organisation-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { ForwardDialog } from './forward-dialog';

const meta = {
  title: 'widgets/request-detail/ForwardDialog',
  component: ForwardDialog,
  decorators: [withProviders()],
  args: { wcmsId: 1001, requestId: 1, disabled: false },
} satisfies Meta<typeof ForwardDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the recipients load, nothing is offered yet. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(consoleOrganisationMockUrls.FORWARD_RECIPIENTS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Forward to an external recipient' }),
    ).not.toBeInTheDocument();
  },
};

/** External recipients off for the organisation: the action is not offered. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers({ recipientsEnabled: false }));
  },
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Forward to an external recipient' }),
    ).not.toBeInTheDocument();
  },
};

/** Turned off meanwhile: the server refuses in its own words, and what was chosen stays. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    // the first handler for a call wins
    msw.use(
      http.post(consoleOrganisationMockUrls.FORWARD, () =>
        problem(403, 'External recipients are not enabled for this organisation'),
      ),
      ...consoleOrganisationHandlers({ recipientsEnabled: true }),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Forward to an external recipient' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('External recipient'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'External recipients are not enabled for this organisation',
    );
    await expect(within(dialog).getByLabelText('External recipient')).toHaveValue('1');
  },
};

/** Filled: choose a recipient (required first), add a note and send; the dialog closes. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...consoleOrganisationHandlers({ recipientsEnabled: true }));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Forward to an external recipient' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Choose an external recipient from the list',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('External recipient'), '1');
    await userEvent.type(within(dialog).getByLabelText('Note for the recipient (optional)'), 'Please advise.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

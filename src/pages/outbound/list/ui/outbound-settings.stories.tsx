import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { outboundMockUrls } from '@/shared/mocks/outbound-handlers';
import { problem } from '@/shared/mocks/request-handlers';
import { OutboundSettings } from './outbound-settings';

const meta = {
  title: 'pages/outbound/list/OutboundSettings',
  component: OutboundSettings,
  args: { wcmsId: 1001 },
  decorators: [
    withProviders('/full/outbound/list'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
  beforeEach: () => signInAs(demoAccounts.manager, riverside),
} satisfies Meta<typeof OutboundSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(outboundMockUrls.PATHWAYS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Pathways' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(outboundMockUrls.PATHWAYS, () => HttpResponse.json({ pathways: [] })),
      http.get(outboundMockUrls.TEMPLATES, () => HttpResponse.json({ templates: [] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No pathways yet')).toBeInTheDocument();
    await expect(await within(canvasElement).findByText('No organisation templates yet')).toBeInTheDocument();
  },
};

/** spec §5 limits in the form, then the server's refusal of a name already taken. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Pathway name');
    await userEvent.type(name, 'x'.repeat(65));
    await userEvent.clear(canvas.getByLabelText('Number of messages'));
    await userEvent.type(canvas.getByLabelText('Number of messages'), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Add pathway' }));
    await expect(await canvas.findByText('Pathway name must be 64 characters or fewer.')).toBeInTheDocument();
    await expect(canvas.getByText('Amount must be between 1 and 99.')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Hypertension review');
    await userEvent.clear(canvas.getByLabelText('Number of messages'));
    await userEvent.type(canvas.getByLabelText('Number of messages'), '2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add pathway' }));
    await expect(await canvas.findByText('A pathway with this name already exists.')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post(outboundMockUrls.TEMPLATES, () => problem(500, 'Unavailable')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Hypertension review: 3 messages, 7 days apart')).toBeInTheDocument();
    await expect(canvas.getByText('Blood pressure reading request', { selector: 'li' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Template name'), 'Smear test');
    await userEvent.type(canvas.getByLabelText('Template text'), 'Please book your smear test.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add template' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('the template could not be saved: Unavailable');
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
    await expect(await within(canvasElement).findByRole('heading', { name: 'Pathways' })).toBeInTheDocument();
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

/** Edit: the form takes the pathway's values, sends the change and goes back to adding; a failed save keeps the text. */
export const Editing: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.put(`${outboundMockUrls.PATHWAYS}/:id`, async ({ request }) => {
        calls += 1;
        if (calls === 1) return problem(500, 'Unavailable');
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 1, description: '', template_id: null, ...body });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Hypertension review' }));
    const form = canvas.getByRole('form', { name: 'Change pathway Hypertension review' });
    const name = within(form).getByLabelText('Pathway name');
    await expect(name).toHaveValue('Hypertension review');
    await expect(within(form).getByLabelText('Number of messages')).toHaveValue(3);
    await userEvent.clear(name);
    await userEvent.type(name, 'Blood pressure checks');
    await userEvent.click(within(form).getByRole('button', { name: 'Save pathway' }));
    await expect(await within(form).findByText(/could not be saved/)).toBeInTheDocument();
    await expect(name).toHaveValue('Blood pressure checks');
    await userEvent.click(within(form).getByRole('button', { name: 'Save pathway' }));
    await expect(await canvas.findByRole('form', { name: 'Add pathway' })).toBeInTheDocument();
  },
};

/**
 * Editing a template: the name takes focus once the form has rendered, unless the user has already put focus in
 * another field, whose typing must stay there (found in a journey: the text typed at once landed in the name).
 */
export const EditingFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: 'Edit Blood pressure reading request' });
    const form = canvas.getByRole('form', { name: 'Add template' });
    const text = within(form).getByLabelText('Template text');
    // the click and the move to the text box in one go, as a quick user (or a slow page) makes them
    edit.focus();
    edit.click();
    text.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.getByRole('form', { name: 'Change template Blood pressure reading request' })).toBe(form);
    await expect(text).toHaveFocus();
    // left where it was, focus goes to the name
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Blood pressure reading request' }));
    await waitFor(() => expect(within(form).getByLabelText('Template name')).toHaveFocus());
  },
};

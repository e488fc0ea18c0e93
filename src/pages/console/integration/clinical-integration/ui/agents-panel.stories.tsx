import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { AgentsPanel } from './agents-panel';

type Agent = { id: string; hostname: string; lastSeen: string; approved: boolean };
const AGENTS: Agent[] = [
  { id: '1', hostname: 'riv-reception-01', lastSeen: '2026-03-02T09:15:00Z', approved: false },
  { id: '2', hostname: 'riv-consult-03', lastSeen: '2026-03-02T08:40:00Z', approved: true },
];

/** A small in-memory server: approve and delete change what the next list returns. */
function handlers(initial: Agent[], failures: { approve?: string; delete?: string } = {}) {
  let agents = initial.map((a) => ({ ...a }));
  return [
    graphql.query('ClinicalAgents', () => HttpResponse.json({ data: { clinicalAgents: agents } })),
    graphql.mutation('ApproveClinicalAgent', ({ variables }) => {
      if (failures.approve) return HttpResponse.json({ errors: [{ message: failures.approve }] });
      agents = agents.map((a) => (a.id === variables.id ? { ...a, approved: true } : a));
      return HttpResponse.json({ data: { approveClinicalAgent: agents.find((a) => a.id === variables.id) } });
    }),
    graphql.mutation('DeleteClinicalAgent', ({ variables }) => {
      if (failures.delete) return HttpResponse.json({ errors: [{ message: failures.delete }] });
      agents = agents.filter((a) => a.id !== variables.id);
      return HttpResponse.json({ data: { deleteClinicalAgent: variables.id } });
    }),
  ];
}

const meta = {
  title: 'pages/console/integration/clinical-integration/AgentsPanel',
  component: AgentsPanel,
  decorators: [withProviders('/full/management-console/clinical-integration')],
  args: { wcmsId: '1001' },
} satisfies Meta<typeof AgentsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ClinicalAgents', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No agent has checked in yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ClinicalAgents', () => HttpResponse.json({ errors: [{ message: 'Agents could not be loaded' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Agents could not be loaded');
  },
};

/** Filled: one agent waits for approval; approving it shows it approved, and deleting asks first. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers(AGENTS));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('riv-reception-01')).toBeInTheDocument();
    await expect(canvas.getByText('Waiting for approval')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve riv-reception-01' }));
    await waitFor(() => expect(canvas.queryByText('Waiting for approval')).not.toBeInTheDocument());
    await expect(canvas.getAllByText('Approved')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Delete riv-consult-03' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete agent riv-consult-03?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByText('riv-consult-03')).not.toBeInTheDocument());
  },
};

/** Failures use the spec's wording: 'Clinical agent connect failure', 'agent delete failure'. */
export const Failures: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers(AGENTS, { approve: 'This agent no longer exists', delete: 'This agent no longer exists' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve riv-reception-01' }));
    await expect(await canvas.findByText(/^Clinical agent connect failure: This agent no longer exists/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete riv-consult-03' }));
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText(/^Agent delete failure: This agent no longer exists/)).toBeVisible();
  },
};

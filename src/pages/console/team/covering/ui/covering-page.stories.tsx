import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { CoveringPanel } from './covering-page';

const covering = (userId: string, groups: [string, string, boolean][], colleagues: [string, string, boolean][]) => ({
  userId,
  groups: groups.map(([id, name, covered]) => ({ id, name, covered })),
  colleagues: colleagues.map(([id, name, covered]) => ({ userId: id, name, covered })),
});

const MINE = covering(
  '13',
  [
    ['1', 'Incoming requests', true],
    ['2', 'Reception', false],
  ],
  [
    ['12', 'Rita Reception', false],
    ['11', 'Chris Clinician', true],
  ],
);
const RITAS = covering(
  '12',
  [
    ['1', 'Incoming requests', false],
    ['2', 'Reception', true],
  ],
  [],
);

const answer = () =>
  graphql.query('ConsoleCovering', ({ variables }) =>
    HttpResponse.json({ data: { consoleCovering: variables.userId === '12' ? RITAS : MINE } }),
  );

const meta = {
  title: 'pages/console/team/covering/CoveringPanel',
  component: CoveringPanel,
  decorators: [withProviders('/full/management-console/covering', { dataRouter: true })],
  args: { wcmsId: '1001', viewerId: '13' },
} satisfies Meta<typeof CoveringPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleCovering', async () => {
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
    msw.use(
      graphql.query('ConsoleCovering', () => HttpResponse.json({ data: { consoleCovering: covering('13', [], []) } })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('None to choose from.')).toHaveLength(2);
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleCovering', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByRole('alert'))[0]).toHaveTextContent('Service unavailable');
  },
};

/** The viewer's covering, then a colleague's, chosen from the list. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Incoming requests' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Chris Clinician' })).toBeChecked();
    await userEvent.selectOptions(canvas.getByLabelText('Staff member'), 'Rita Reception');
    await expect(await canvas.findByRole('checkbox', { name: 'Reception' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Incoming requests' })).not.toBeChecked();
  },
};

/** Saving fails: 'Covering save failure' with the reason; the ticks stay as chosen. */
export const SaveFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answer(),
      graphql.mutation('SetStaffCovering', () =>
        HttpResponse.json({ errors: [{ message: 'You cannot uncover yourself.' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const incoming = await canvas.findByRole('checkbox', { name: 'Incoming requests' });
    await userEvent.click(incoming);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Covering save failure: You cannot uncover yourself.')).toBeInTheDocument();
    await expect(incoming).not.toBeChecked();
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleGroupsQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { GroupsPanel } from './groups-page';

type Group = ConsoleGroupsQuery['consoleGroups'][number];

const own = (id: string, name: string, extra: Partial<Group> = {}): Group => ({
  id,
  name,
  kind: 'group',
  active: true,
  members: [],
  sharedWith: [],
  sharedBy: null,
  ...extra,
});

const GROUPS: Group[] = [
  own('1', 'Incoming requests', { kind: 'incoming', members: [{ userId: '12', name: 'Rita Reception' }] }),
  own('2', 'Reception', {
    members: [{ userId: '12', name: 'Rita Reception' }],
    sharedWith: [{ wcmsId: '1002', name: 'Hillview Surgery', restrictedView: true }],
  }),
  own('3', 'Old team', { active: false }),
  own('9', 'Hillview pharmacists', {
    sharedBy: { wcmsId: '1002', name: 'Hillview Surgery', restrictedView: true },
  }),
];

const listing = (groups: Group[]) =>
  graphql.query('ConsoleGroups', () => HttpResponse.json({ data: { consoleGroups: groups } }));

const meta = {
  title: 'pages/console/team/groups/GroupsPanel',
  component: GroupsPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/groups')],
} satisfies Meta<typeof GroupsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' });

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleGroups', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing([]));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No groups yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('ConsoleGroups', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** The organisation's groups and one shared with it (restricted view: no members, no edit); a new group. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    const groups = [...GROUPS];
    msw.use(
      graphql.query('ConsoleGroups', () => HttpResponse.json({ data: { consoleGroups: groups } })),
      graphql.mutation('CreateGroup', ({ variables }) => {
        groups.push(own('10', String(variables.name)));
        return HttpResponse.json({ data: { createGroup: { id: '10', name: variables.name } } });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shared = (await canvas.findByText('Hillview pharmacists')).closest('tr')!;
    await expect(shared).toHaveTextContent('Shared by Hillview Surgery (restricted view)');
    await expect(within(shared as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.type(canvas.getByLabelText('New group name'), 'Home visits');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await expect(await canvas.findByText('Home visits')).toBeInTheDocument();
    await expect(canvas.getByLabelText('New group name')).toHaveValue('');
  },
};

/** Name required (client), name unique (the server's message on the field); the typed name stays. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing(GROUPS),
      graphql.mutation('CreateGroup', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'A group with this name already exists.',
              extensions: { code: 'VALIDATION_FAILED', fields: { name: 'A group with this name already exists.' } },
            },
          ],
        }),
      ),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Reception');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await expect(await canvas.findByText('Enter a group name.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('New group name'), 'reception');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await expect(await canvas.findByText('A group with this name already exists.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('New group name')).toHaveValue('reception');
  },
};

/** Sharing with several organisations partly fails: which succeeded and which did not (spec §8). */
export const SharePartlyFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing(GROUPS),
      graphql.mutation('ShareGroup', () =>
        HttpResponse.json({
          data: {
            shareGroup: {
              succeeded: [{ wcmsId: '1002', name: 'Hillview Surgery' }],
              failed: [{ wcmsId: '1003', name: 'Closed Practice', reason: 'This organisation is no longer active.' }],
            },
          },
        }),
      ),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Reception' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Edit group Reception' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save sharing' }));
    await expect(await dialog.findByText('Shared with: Hillview Surgery.')).toBeInTheDocument();
    await expect(
      dialog.getByText('Not shared with: Closed Practice: This organisation is no longer active.'),
    ).toBeInTheDocument();
  },
};

/** Incoming requests cannot be renamed, shared or deleted (spec §5): only its members change. */
export const IncomingRequests: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(GROUPS));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit Incoming requests' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.queryByRole('button', { name: 'Deactivate group' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Rename' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Save members' })).toBeInTheDocument();
  },
};

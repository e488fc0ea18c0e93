import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccounts, graphqlError, riverside, signInAs, withProviders } from '@/shared/mocks';
import { storage } from '@/shared/lib/storage';
import { SuperUserModeSwitch } from './super-user-mode-switch';

/** The switch on a page, with where a change leads shown (select-organisation or no-organisation). */
function Harness() {
  return (
    <Routes>
      <Route path="/select-organisation" element={<p>Choose an organisation (page)</p>} />
      <Route path="/full/no-organisation" element={<p>Not linked to an organisation (page)</p>} />
      <Route path="*" element={<SuperUserModeSwitch />} />
    </Routes>
  );
}

const meta = {
  title: 'features/super-user-mode/SuperUserModeSwitch',
  component: Harness,
  decorators: [
    withProviders('/full/management-console'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const superViewer = demoAccounts.super.viewer;
const setMode = (on: boolean) =>
  graphql.mutation('SetSuperUserMode', () =>
    HttpResponse.json({ data: { setSuperUserMode: { ...superViewer, isSuperUser: on } } }),
  );

/** The viewer still loading: nothing shows until the server says this account may toggle. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('Viewer', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    return signInAs(demoAccounts.super, { ...riverside, role: 'super' });
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('switch')).not.toBeInTheDocument();
  },
};

/** Any other account (here the practice manager): no toggle at all. */
export const Empty: Story = {
  beforeEach: () => signInAs(demoAccounts.manager, riverside),
  play: async ({ canvasElement }) => {
    // the viewer has loaded and said no
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(canvasElement).queryByRole('switch', { name: 'Super user mode' })).not.toBeInTheDocument();
  },
};

/** The super user turns it off: the switch follows, super_user storage is cleared, and it leaves the organisation. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(setMode(false));
    return signInAs(demoAccounts.super, { ...riverside, role: 'super' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Super user mode' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(await canvas.findByText('Not linked to an organisation (page)')).toBeInTheDocument();
    await waitFor(() => expect(storage.get('super_user')).toBe(false));
    await expect(storage.get('organisation')).toBeNull();
  },
};

/** Turned off already (on the no-organisation page): on again leads to choosing any organisation. */
export const TurnOn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('Viewer', () => HttpResponse.json({ data: { viewer: { ...superViewer, isSuperUser: false } } })),
      setMode(true),
    );
    const cleanup = signInAs(demoAccounts.super);
    storage.set('super_user', false);
    return cleanup;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Super user mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(await canvas.findByText('Choose an organisation (page)')).toBeInTheDocument();
    await expect(storage.get('super_user')).toBe(true);
  },
};

/** The server refuses: the switch stays as it was and nothing else changes. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.mutation('SetSuperUserMode', () =>
        graphqlError('Only the super user account can turn super-user mode on or off.', 'FORBIDDEN'),
      ),
    );
    return signInAs(demoAccounts.super, { ...riverside, role: 'super' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Super user mode' });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).toBeChecked();
    await expect(storage.get('super_user')).toBe(true);
    await expect(storage.get('organisation')).not.toBeNull();
  },
};

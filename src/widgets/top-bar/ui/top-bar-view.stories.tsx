import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBarView } from './top-bar-view';

const meta = {
  title: 'widgets/top-bar/TopBarView',
  component: TopBarView,
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/full/messages/list']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    versions: { client: '0.1.0', megatron: '0.1.0', product: '0.1.0', clinical: '0.1.0' },
    organisationName: 'Riverside Medical Centre',
    viewerName: 'Grace Adeyemi',
    areasAllowed: true,
    canOpenConsole: true,
    canSeeUnattached: false,
    toolbarAvailable: false,
    ssoSignOutAvailable: false,
    onBack: fn(),
    onForward: fn(),
    onNavigateArea: fn(),
    onOpenToolbar: fn(),
    onLogout: fn(),
    onSsoLogout: fn(),
  },
} satisfies Meta<typeof TopBarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full-role user: every area tab, the console in the menu. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const requests = canvas.getByRole('link', { name: 'Requests' });
    await expect(requests).toHaveAttribute('aria-current', 'page');
    await userEvent.click(requests);
    await expect(args.onNavigateArea).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

/** The settings menu names the areas as spec §2 does; the Account button keeps the signed-in name it shows. */
export const SettingsMenuAndAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // shown from medium screens up (the settings menu's Account item below them)
    await expect(canvas.getByRole('link', { name: 'Account: Grace Adeyemi', hidden: true })).toHaveAttribute(
      'href',
      '/full/user-account/covering',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Outbound' })).toHaveAttribute(
      'href',
      '/full/outbound/list',
    );
    await expect(body.getByRole('menuitem', { name: 'Requests' })).toHaveAttribute('href', '/full/messages/list');
    await expect(body.getByRole('menuitem', { name: 'Patients' })).toHaveAttribute(
      'href',
      '/full/patients/find-patient',
    );
  },
};

/** Versions still loading show 'loading...' in the logo tooltip. */
export const Loading: Story = {
  args: { versions: { client: '0.1.0', megatron: null, product: null, clinical: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Carebridge' }));
    const body = within(canvasElement.ownerDocument.body);
    const facts = await body.findByTestId('version-facts', undefined, { timeout: 2000 });
    await expect(within(facts).getAllByText('loading...')).toHaveLength(3);
  },
};

/** A super user acting for an organisation: no requests, outbound or patients areas (spec §6). */
export const SuperRole: Story = {
  args: { areasAllowed: false, organisationName: 'Hillview Surgery', viewerName: 'Sam Okafor', canSeeUnattached: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Requests' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('menuitem', { name: 'Unattached items' })).toHaveAttribute(
      'href',
      '/full/unattached-items',
    );
  },
};

/** Inside the desktop host with the toolbar and an SSO sign-in: the menu offers both. */
export const DesktopWithSso: Story = {
  args: { toolbarAvailable: true, ssoSignOutAvailable: true, canOpenConsole: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('menuitem', { name: 'Management console' })).toBeNull();
    await expect(body.queryByRole('menuitem', { name: 'Unattached items' })).toBeNull();
    await userEvent.click(await body.findByRole('menuitem', { name: 'Log out of SSO' }));
    await expect(args.onSsoLogout).toHaveBeenCalledTimes(1);
  },
};

/** On a page inside an area (here the patients menu's appointment reminders) the area's tab stays marked. */
export const InsideAnArea: Story = {
  parameters: { route: '/full/patients/appointment-reminders' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Patients' })).toHaveClass('border-white');
    await expect(canvas.getByRole('link', { name: 'Requests' })).toHaveClass('border-transparent');
  },
};

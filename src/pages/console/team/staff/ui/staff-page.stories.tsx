import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStaffQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { StaffPanel } from './staff-page';

type Member = ConsoleStaffQuery['consoleStaff'][number];

const member = (userId: string, displayName: string, extra: Partial<Member> = {}): Member => ({
  userId,
  email: `${displayName.toLowerCase().replace(/\s+/g, '.')}@riverside.nhs.uk`,
  displayName,
  canAcceptRequests: true,
  consoleAccess: 'none',
  usedInternally: false,
  registered: true,
  sharedWith: [],
  sharedBy: null,
  ...extra,
});

const STAFF: Member[] = [
  member('13', 'Morgan Manager', { consoleAccess: 'advanced' }),
  member('12', 'Rita Reception', {
    consoleAccess: 'basic',
    sharedWith: [{ wcmsId: '1002', name: 'Hillview Surgery', restrictedView: true }],
  }),
  member('11', 'Chris Clinician'),
  member('20', 'New Starter', { registered: false }),
  member('30', 'Hillview Locum', {
    email: '',
    sharedBy: { wcmsId: '1002', name: 'Hillview Surgery', restrictedView: true },
  }),
];

const listing = (staff: Member[]) =>
  graphql.query('ConsoleStaff', () => HttpResponse.json({ data: { consoleStaff: staff } }));

const meta = {
  title: 'pages/console/team/staff/StaffPanel',
  component: StaffPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/staff', { dataRouter: true })],
} satisfies Meta<typeof StaffPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' });

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleStaff', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing([]));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No staff members yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('ConsoleStaff', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Staff could not be loaded: Service unavailable',
    );
  },
};

/** Every member with their console access; one shared by Hillview is read-only (restricted view). */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(STAFF));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rita = (await canvas.findByText('Rita Reception')).closest('tr')!;
    await expect(rita).toHaveTextContent('Basic settings only');
    await expect(rita).toHaveTextContent('Hillview Surgery');
    const locum = canvas.getByText('Hillview Locum').closest('tr')!;
    await expect(locum).toHaveTextContent('Shared by Hillview Surgery (restricted view)');
    await expect(within(locum as HTMLElement).queryByRole('button')).toBeNull();
    await expect(canvas.getByText('New Starter').closest('tr')).toHaveTextContent('Invited');
  },
};

/** Invite: the email must be valid and on a staff domain, the display name is required (spec §5). */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(STAFF));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Rita Reception');
    await userEvent.type(canvas.getByLabelText('Email address'), 'not an email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('Enter a valid email address.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a display name.')).toBeInTheDocument();
    await userEvent.clear(canvas.getByLabelText('Email address'));
    await userEvent.type(canvas.getByLabelText('Email address'), 'someone@gmail.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await canvas.findByText('Enter an email address ending in nhs.uk, nhs.scot or carebridge.nhs.uk'),
    ).toBeInTheDocument();
  },
};

/** Turning off 'Can accept requests' says, before saving, that their open requests go back to Incoming requests. */
export const AcceptRequestsOff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(STAFF));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Chris Clinician' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Edit Chris Clinician' }));
    const accepts = dialog.getByRole('checkbox', { name: 'Can accept requests (offered in the Assign menu)' });
    await expect(accepts).toBeChecked();
    await expect(dialog.queryByText(/go back to Incoming requests/)).toBeNull();
    await userEvent.click(accepts);
    await expect(accepts).toHaveAccessibleDescription(
      'When you save, the open requests assigned to them go back to Incoming requests.',
    );
    await userEvent.click(accepts);
    await expect(dialog.queryByText(/go back to Incoming requests/)).toBeNull();
  },
};

/** Editing fails: 'Staff list not updated', and what was typed stays. */
export const SaveFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      listing(STAFF),
      graphql.mutation('UpdateStaffMember', () =>
        HttpResponse.json({
          errors: [{ message: 'Only someone with super console access can give super access.' }],
        }),
      ),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Chris Clinician' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Edit Chris Clinician' }));
    const name = dialog.getByLabelText('Display name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Dr Chris');
    await userEvent.selectOptions(dialog.getByLabelText('Console access'), 'basic');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText('Staff list not updated: Only someone with super console access can give super access.'),
    ).toBeInTheDocument();
    await expect(name).toHaveValue('Dr Chris');
  },
};

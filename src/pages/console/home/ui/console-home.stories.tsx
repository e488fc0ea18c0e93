import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Route, Routes } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleArea } from '@/features/console-access';
import { consoleAccessHandler, withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { ConsoleHome } from './console-home';

const panel = (text: string) => async () => () => <p>{text}</p>;

/** A registry like the app's: an advanced and a basic area, and the two that depend on the clinical system. */
const areas: ConsoleArea[] = [
  {
    id: 'staff',
    group: 'people',
    level: 'advanced',
    title: 'console.staff.title',
    description: 'console.staff.description',
    load: panel('Staff panel'),
  },
  {
    id: 'groups',
    group: 'people',
    level: 'basic',
    title: 'console.groups.title',
    description: 'console.groups.description',
    load: panel('Groups panel'),
  },
  {
    id: 'care-navigation',
    group: 'requests',
    level: 'basic',
    title: 'console.twoFactor.legend',
    description: 'console.twoFactor.intro',
    load: panel('Care navigation panel'),
  },
  {
    id: 'appointment-arrivals',
    group: 'arrivals',
    level: 'basic',
    title: 'console.covering.title',
    description: 'console.covering.description',
    load: panel('Arrivals panel'),
  },
];

function Console() {
  return (
    <Routes>
      <Route path="/full/management-console" element={<ConsoleHome areas={areas} />}>
        <Route path="staff" element={<p>Staff panel</p>} />
        <Route path="groups" element={<p>Groups panel</p>} />
        <Route path="care-navigation" element={<p>Care navigation panel</p>} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'pages/console/home/ConsoleHome',
  component: Console,
} satisfies Meta<typeof Console>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still finding out the caller's access: the areas show, the level line waits. */
export const Loading: Story = {
  decorators: [withProviders('/full/management-console')],
  beforeEach: () => signInAs(demoAccounts.reception, riverside),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'People and access' })).toBeInTheDocument();
  },
};

/** A manager with advanced access: the areas grouped, and an area opens beside the list. */
export const Filled: Story = {
  decorators: [withProviders('/full/management-console')],
  beforeEach: ({ msw }) => {
    msw.use(consoleAccessHandler({ level: 'advanced' }));
    return signInAs(demoAccounts.manager, { ...riverside, role: 'full' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Management console' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'People and access' })).toBeInTheDocument();
    await expect(await canvas.findByText('Your console access here: Advanced')).toBeInTheDocument();
    // EMIS Web: appointment arrivals, not care navigation (spec §2)
    await expect(canvas.getByRole('heading', { name: 'Arrivals' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Requests and triage' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Staff' }));
    await expect(await canvas.findByText('Staff panel')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
  },
};

/** Reception with basic access opens an advanced area: the refusal, not the panel (spec §6). */
export const BasicOnAdvanced: Story = {
  decorators: [withProviders('/full/management-console/staff')],
  beforeEach: ({ msw }) => {
    msw.use(consoleAccessHandler({ level: 'basic' }));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You have not been given access to advanced settings',
    );
    await expect(canvas.queryByText('Staff panel')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Groups' }));
    await expect(await canvas.findByText('Groups panel')).toBeInTheDocument();
  },
};

/** A practice without a clinical system: care navigation instead of appointment arrivals (spec §2). */
export const CareNavigation: Story = {
  decorators: [withProviders('/full/management-console')],
  beforeEach: ({ msw }) => {
    msw.use(consoleAccessHandler({ level: 'basic', clinicalSystem: 'na' }));
    return signInAs(demoAccounts.reception, { ...riverside, clinicalSystem: 'na' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Requests and triage' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Arrivals' })).toBeNull();
  },
};

/** Role no (a clinician) may not open the console (spec §6). */
export const NoAccess: Story = {
  decorators: [withProviders('/full/management-console')],
  beforeEach: () => signInAs(demoAccounts.clinician, { ...riverside, role: 'no' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You do not have access to this page');
  },
};

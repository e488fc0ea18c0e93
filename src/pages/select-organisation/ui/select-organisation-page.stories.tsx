import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoAccounts, signInAs, withProviders } from '@/shared/mocks';
import { storage } from '@/shared/lib/storage';
import { SelectOrganisationPage } from './select-organisation-page';

const meta = {
  title: 'pages/select-organisation/SelectOrganisationPage',
  component: SelectOrganisationPage,
  decorators: [
    withProviders('/select-organisation'),
    (Story) => (
      <main className="mx-auto max-w-lg">
        <Story />
      </main>
    ),
  ],
  beforeEach: () => signInAs(demoAccounts.manager),
} satisfies Meta<typeof SelectOrganisationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('Organisations', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading organisations')).toBeInTheDocument();
  },
};

/** A member of two organisations picks one: it is stored for every tab. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Hillview Surgery/ }));
    await waitFor(() => expect(storage.get('organisation')).toMatchObject({ wcmsId: '1002', role: 'full' }));
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('Organisations', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your organisations could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A super user searches every organisation. */
export const SuperUserSearch: Story = {
  beforeEach: () => signInAs(demoAccounts.super),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Northgate Practice/ })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Search organisations'), 'meadow');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Northgate Practice/ })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: /Meadowbank Health Centre/ })).toBeInTheDocument();
  },
};

/** A super user's search that matches nothing. */
export const Empty: Story = {
  beforeEach: () => signInAs(demoAccounts.super),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Search organisations'), 'zzz');
    await expect(await canvas.findByText('No organisations found')).toBeInTheDocument();
  },
};

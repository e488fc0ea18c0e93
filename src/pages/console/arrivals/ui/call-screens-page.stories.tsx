import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleCallScreensQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import { CallScreensPanel } from './call-screens-page';

type Settings = ConsoleCallScreensQuery['consoleCallScreens'];
const FILLED: Settings = {
  screens: [
    {
      id: '1',
      name: 'Waiting room TV',
      code: '3690',
      notificationSound: 'chime',
      announce: true,
      nameFormat: 'forename_initial',
      devices: 1,
    },
  ],
  newsItems: [{ id: '1', text: 'Flu clinics every Saturday in October', expiresOn: '2030-10-31', screenIds: [] }],
};
const listing = (settings: Settings) =>
  graphql.query('ConsoleCallScreens', () => HttpResponse.json({ data: { consoleCallScreens: settings } }));

const meta = {
  title: 'pages/console/arrivals/CallScreensPanel',
  component: CallScreensPanel,
  args: { wcmsId: riverside.wcmsId },
  decorators: [withProviders('/full/management-console/patient-call-screens')],
} satisfies Meta<typeof CallScreensPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const signIn = () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' });

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleCallScreens', async () => {
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
    msw.use(listing({ screens: [], newsItems: [] }));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No TV screens yet.')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('No news items yet.')).toBeInTheDocument();
  },
};

/** spec §8: the news ticker fetch failure. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleCallScreens', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
    return signIn();
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('News ticker could not be fetched');
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(FILLED));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('cell', { name: 'Waiting room TV' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: 'Flu clinics every Saturday in October' })).toBeInTheDocument();
  },
};

/** spec §5: TV name and 4-digit code required; news item text required. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(listing(FILLED));
    return signIn();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tv = within(await canvas.findByRole('form', { name: 'TV screens' }));
    await userEvent.click(tv.getByRole('button', { name: 'Add a TV screen' }));
    await expect(await tv.findByText('Enter a name.')).toBeInTheDocument();
    await expect(tv.getByText('The code must be exactly 4 digits.')).toBeInTheDocument();
    const news = within(canvas.getByRole('form', { name: 'News items' }));
    await userEvent.click(news.getByRole('button', { name: 'Add a news item' }));
    await expect(await news.findByText('Enter the news item text.')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { CallScreenView } from './call-screen-page';

const BASE = {
  name: 'Waiting room TV',
  organisationName: 'Riverside Medical Centre',
  notificationSound: 'none' as const,
  announce: false,
  current: null,
  recent: [],
  news: [],
};

const meta = {
  title: 'pages/arrivals/CallScreenPage',
  component: CallScreenView,
  decorators: [withProviders('/arrivals/call-screen')],
  args: { screen: BASE, connected: true },
} satisfies Meta<typeof CallScreenView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No call yet today. */
export const Waiting: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please wait to be called.')).toBeInTheDocument();
  },
};

/** The current call, the last calls before it and the news items. */
export const Calling: Story = {
  args: {
    screen: {
      ...BASE,
      current: {
        id: 3,
        patient: 'Eleanor W',
        clinician: 'Dr Priya Shah',
        waitingArea: 'Room 4 corridor',
        calledAt: '2030-01-09T10:12:00.000Z',
      },
      recent: [
        {
          id: 2,
          patient: 'Oliver B',
          clinician: 'Dr James Whitmore',
          waitingArea: 'Upstairs',
          calledAt: '2030-01-09T10:05:00.000Z',
        },
      ],
      news: ['Flu clinics every Saturday in October'],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tv-current-patient')).toHaveTextContent('Eleanor W');
    await expect(canvas.getByText('Please go to Room 4 corridor')).toBeInTheDocument();
    await expect(canvas.getByText('Oliver B')).toBeInTheDocument();
    await expect(canvas.getByText('Flu clinics every Saturday in October')).toBeInTheDocument();
  },
};

/** The socket dropped (a server restart): it says it is reconnecting and keeps the last state. */
export const Reconnecting: Story = {
  args: { connected: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { problem, videoHandlers, videoLoadingHandlers, videoMockUrls } from '@/shared/mocks/video-handlers';
import { SetRoomNamePage } from './set-room-name-page';

const meta = {
  title: 'pages/video/SetRoomNamePage',
  component: SetRoomNamePage,
  decorators: [withProviders('/set-room-name?id=7')],
  beforeEach: () => signInAs(demoAccounts.clinician, riverside),
} satisfies Meta<typeof SetRoomNamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...videoLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the video consultation...')).toBeInTheDocument();
  },
};

/** Empty: the appointment does not exist (404). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(videoMockUrls.DETAIL, () => problem(404, 'Video consultation not found')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This appointment is no longer available')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(videoMockUrls.DETAIL, () => problem(500, 'The video service is unavailable')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The video service is unavailable');
  },
};

/** Filled: the generated room name, which must not be left blank. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...videoHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const room = await canvas.findByLabelText('Room name');
    await expect(room).toHaveValue('consultation-1a2b3c4d');
    await userEvent.clear(room);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Enter a room name')).toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import {
  adhocVideoFixture,
  problem,
  videoHandlers,
  videoLoadingHandlers,
  videoMockUrls,
} from '@/shared/mocks/video-handlers';
import { VideoChatPage } from './video-chat-page';

const GUEST = '/video-chat?uid=k3Qm9xV2pL8rT5wY1zB4nC6dF0gH7jKa&type=adhoc';

const meta = {
  title: 'pages/video/VideoChatPage',
  component: VideoChatPage,
} satisfies Meta<typeof VideoChatPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the guest link is being looked up. */
export const Loading: Story = {
  decorators: [withProviders(GUEST)],
  beforeEach: ({ msw }) => {
    msw.use(...videoLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the video consultation...')).toBeInTheDocument();
  },
};

/** Empty: the link's appointment is over (completed): a missed appointment. */
export const Empty: Story = {
  decorators: [withProviders(GUEST)],
  beforeEach: ({ msw }) => {
    msw.use(...videoHandlers(adhocVideoFixture({ completed: true })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This appointment is no longer available',
    );
  },
};

/** Error: the link has expired (410). */
export const Error: Story = {
  decorators: [withProviders(GUEST)],
  beforeEach: ({ msw }) => {
    msw.use(http.get(videoMockUrls.GUEST, () => problem(410, 'This video consultation link has expired')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This appointment is no longer available',
    );
  },
};

/**
 * Filled: the guest route for a live appointment. This browser (jsdom) has no camera or WebRTC, so the patient is
 * told their device is not supported, which is what a browser without them shows.
 */
export const Filled: Story = {
  decorators: [withProviders(GUEST)],
  beforeEach: ({ msw }) => {
    msw.use(...videoHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Video consultation with Riverside Medical Centre' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your device is not supported');
  },
};

/** The practice does not allow guest use (client settings): the guest is told so in the server's words. */
export const GuestUseOff: Story = {
  decorators: [withProviders(GUEST)],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(videoMockUrls.GUEST, () =>
        problem(
          403,
          'Riverside Medical Centre does not offer video consultations to guests. Please contact the practice.',
          { code: 'GUEST_USE_DISABLED' },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Riverside Medical Centre does not offer video consultations to guests. Please contact the practice.',
    );
  },
};

const withheld = {
  id: 7,
  completed: false,
  display_name: 'Riverside Medical Centre',
  room: null,
  room_key: null,
  email: 'required',
  email_given: false,
};

/**
 * Email required (client settings: email not optional in the guest route): the guest gives a valid address
 * before the call; an invalid one is refused first.
 */
export const GuestEmailRequired: Story = {
  decorators: [withProviders(GUEST)],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(videoMockUrls.GUEST, () => HttpResponse.json(withheld)),
      http.post('*/api/guest-video-chat/email', () =>
        HttpResponse.json({ ...withheld, room: 'consultation-1a2b3c4d', room_key: 'k', email_given: true }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('Your email address');
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to the video call' }));
    await expect(await canvas.findByText('Enter a valid email address, like name@example.com')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'amara@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to the video call' }));
    // with the room given, the call starts (this browser has no camera: device not supported)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your device is not supported');
  },
};

/** The clinician's window for a completed appointment shows its duration. */
export const ClinicianCompleted: Story = {
  decorators: [withProviders('/video-chat?id=7')],
  beforeEach: ({ msw }) => {
    msw.use(...videoHandlers(adhocVideoFixture({ completed: true, duration_seconds: 312 })));
    return signInAs(demoAccounts.clinician, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'The call has ended. It lasted 5:12.',
    );
  },
};

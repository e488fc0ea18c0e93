import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/shared/ui';
import { VideoCallView } from './video-call-view';

const meta = {
  title: 'features/video-call/VideoCallView',
  component: VideoCallView,
  args: {
    phase: { phase: 'connected' },
    participant: 'clinician',
    localStream: null,
    remoteStream: null,
    onRejoin: fn(),
  },
} satisfies Meta<typeof VideoCallView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the camera and microphone are being checked before joining. */
export const Joining: Story = {
  args: { phase: { phase: 'checking-devices' }, participant: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your camera and microphone...');
  },
};

/** Empty: the patient waits for the clinician (the room has one person in it). */
export const Waiting: Story = {
  args: { phase: { phase: 'waiting' }, participant: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Waiting for the clinician.');
  },
};

export const WaitingForPatient: Story = {
  args: { phase: { phase: 'waiting' }, participant: 'clinician' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Waiting for the patient to join.');
  },
};

export const Connecting: Story = {
  args: { phase: { phase: 'connecting' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Connecting...');
  },
};

/** Filled: in the call, with the clinician's end-call action. */
export const InCall: Story = {
  args: {
    phase: { phase: 'connected' },
    actions: <Button variant="destructive">End call</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Connected');
    await expect(canvas.getByLabelText('The other person’s camera')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Your camera')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'End call' })).toBeInTheDocument();
  },
};

export const Ended: Story = {
  args: { phase: { phase: 'ended', durationSeconds: 312 }, participant: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('The call has ended. It lasted 5:12.');
  },
};

/** Error: a missed appointment (the call was completed or the link expired) cannot be retried. */
export const MissedAppointment: Story = {
  args: { phase: { phase: 'error', kind: 'missedAppointment' }, participant: 'guest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This appointment is no longer available');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const RoomFull: Story = {
  args: { phase: { phase: 'error', kind: 'roomFull' }, participant: 'guest' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This video call is full');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRejoin).toHaveBeenCalled();
  },
};

export const DeviceNotSupported: Story = {
  args: { phase: { phase: 'error', kind: 'deviceNotSupported' }, participant: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your device is not supported');
  },
};

export const DevicesDenied: Story = {
  args: { phase: { phase: 'error', kind: 'devicesDenied' }, participant: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Camera and microphone are blocked');
  },
};

export const NoCameraOrMicrophone: Story = {
  args: { phase: { phase: 'error', kind: 'noDevices' }, participant: 'guest' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No camera or microphone found');
  },
};

export const NoNetwork: Story = {
  args: { phase: { phase: 'error', kind: 'noNetwork' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No internet connection');
  },
};

export const FailedToConnect: Story = {
  args: { phase: { phase: 'error', kind: 'failedToConnect' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The video call could not connect');
  },
};

export const TechnicalDifficulty: Story = {
  args: { phase: { phase: 'error', kind: 'technicalDifficulty' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('We are having technical difficulties');
  },
};

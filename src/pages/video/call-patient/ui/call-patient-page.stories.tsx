import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import {
  adhocVideoFixture,
  problem,
  videoHandlers,
  videoLoadingHandlers,
  videoMockUrls,
} from '@/shared/mocks/video-handlers';
import { CallPatientPage } from './call-patient-page';

const meta = {
  title: 'pages/video/CallPatientPage',
  component: CallPatientPage,
  decorators: [withProviders('/call-patient?id=7')],
  beforeEach: () => signInAs(demoAccounts.clinician, riverside),
} satisfies Meta<typeof CallPatientPage>;

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

/** Filled: sending the invitation shows the joining details. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...videoHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('video-call-status')).toHaveTextContent('Not started');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation and start' }));
    await expect(await canvas.findByRole('heading', { name: 'Joining details' })).toBeInTheDocument();
    await expect(canvas.getByText('07700900114')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Join video call' })).toBeInTheDocument();
  },
};

export const PatientReady: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...videoHandlers(
        adhocVideoFixture({
          clinician_ready_dt: '2026-05-04T10:00:05.000Z',
          patient_ready_dt: '2026-05-04T10:01:00.000Z',
          participants: 2,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('video-call-status')).toHaveTextContent(
      'The patient has joined and is ready',
    );
  },
};

export const Completed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...videoHandlers(
        adhocVideoFixture({
          clinician_ready_dt: '2026-05-04T10:00:05.000Z',
          patient_ready_dt: '2026-05-04T10:01:00.000Z',
          ended_dt: '2026-05-04T10:06:12.000Z',
          duration_seconds: 312,
          completed: true,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('video-call-status')).toHaveTextContent('Completed. Duration 5:12');
    await expect(canvas.queryByRole('button', { name: 'Join video call' })).not.toBeInTheDocument();
  },
};

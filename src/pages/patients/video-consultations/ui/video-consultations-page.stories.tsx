import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { problem } from '@/shared/mocks/request-handlers';
import {
  videoConsultationsFixture,
  videoListHandlers,
  videoListLoadingHandlers,
  videoListMockUrls,
} from '@/shared/mocks/video-list-handlers';
import { VideoConsultationsPage } from './video-consultations-page';

const meta = {
  title: 'pages/patients/video-consultations/VideoConsultationsPage',
  component: VideoConsultationsPage,
  decorators: [
    withProviders('/full/patients/video-consultations'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof VideoConsultationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...videoListLoadingHandlers);
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading video consultations...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...videoListHandlers([]));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No video consultations yet')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(videoListMockUrls.LIST, () => problem(403, 'You do not have access to this page')));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Video consultations could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByText('You do not have access to this page')).toBeInTheDocument();
  },
};

/** One consultation in each state: completed (attached), completed without the patient, patient ready, waiting. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...videoListHandlers());
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('video-consultation');
    await expect(rows.map((r) => r.dataset.state)).toEqual([
      'completed',
      'completed',
      'patientReady',
      'waiting',
      'clinicianReady',
    ]);
    await expect(canvas.getByText('5 video consultations')).toBeInTheDocument();
    await expect(within(rows[0]!).getByText('Attached to the clinical record')).toBeInTheDocument();
    await expect(within(rows[1]!).getByText('The patient did not join')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Start a new video consultation: Eleanor Whitfield' }),
    ).toBeInTheDocument();
  },
};

/** Filtering by an invalid NHS number keeps what was typed and says why; nothing is fetched for it. */
export const InvalidNhsFilter: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...videoListHandlers(videoConsultationsFixture()));
    return signInAs(demoAccounts.reception, riverside);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('video-consultation');
    const field = canvas.getByLabelText('Patient NHS number');
    await userEvent.type(field, '999 100 0004');
    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    // ten digits failing the check digit are a mistyped number
    await expect(
      await canvas.findByText('This is not a valid NHS number. Check each digit and try again.'),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('999 100 0004');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { graphql, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { demoAccounts, riverside, signInAs, withProviders } from '@/shared/mocks';
import { problem, videoHandlers, videoLoadingHandlers, videoMockUrls } from '@/shared/mocks/video-handlers';
import { StartVideoPage } from './start-video-page';

const FROM_REQUEST =
  '/start-video?nhs_number=9991000267&forename=Amara&surname=Okoye&date_of_birth=1985-01-27&mobile=07700%20900114&message_id=3';

const meta = {
  title: 'pages/video/StartVideoPage',
  component: StartVideoPage,
  beforeEach: () => signInAs(demoAccounts.clinician, riverside),
} satisfies Meta<typeof StartVideoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: the clinical system is asked for the patient's record. */
export const Loading: Story = {
  decorators: [withProviders(FROM_REQUEST)],
  beforeEach: ({ msw }) => {
    msw.use(...videoLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading the video consultation...')).toBeInTheDocument();
  },
};

/** Empty: opened without a patient. */
export const Empty: Story = {
  decorators: [withProviders('/start-video')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No patient selected')).toBeInTheDocument();
  },
};

/** Error: the server refuses to create the appointment; what was typed stays. */
export const Error: Story = {
  decorators: [withProviders(FROM_REQUEST)],
  beforeEach: ({ msw }) => {
    // the first matching handler answers: the refusal goes before the defaults
    msw.use(
      http.post(videoMockUrls.CREATE, () => problem(503, 'The video service is unavailable')),
      ...videoHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(/The video service is unavailable/)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Mobile number')).toHaveValue('07700 900114');
  },
};

/** Filled: the request's patient, checked before anything is sent (spec §5). */
export const Filled: Story = {
  decorators: [withProviders(FROM_REQUEST)],
  beforeEach: ({ msw }) => {
    msw.use(
      ...videoHandlers(),
      graphql.query('VideoPatientSearch', () => HttpResponse.json({ data: { searchPatient: [] } })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Start a video consultation' })).toBeInTheDocument();
    await expect(canvas.getByText('Amara Okoye')).toBeInTheDocument();
    const mobile = canvas.getByLabelText('Mobile number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '01632 960000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter a valid UK mobile number, like 07700 900123')).toBeInTheDocument();
    await expect(mobile).toHaveValue('01632 960000');
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { requestDetailFixture, requestListItemFixture } from '@/shared/mocks/fixtures/requests';
import { problem, requestHandlers, requestLoadingHandlers, requestMockUrls } from '@/shared/mocks/request-handlers';
import { RequestDetail } from './request-detail';

const meta = {
  title: 'widgets/request-detail/RequestDetail',
  component: RequestDetail,
  decorators: [withProviders()],
  args: { wcmsId: 1001, requestId: 1, headingLevel: 2 },
} satisfies Meta<typeof RequestDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/**
 * Opened from the inbox: the row's summary (patient banner, subject, status, priority, type) shows at once while the
 * full request loads (issue 24: click → detail painted within 150 ms); the sex is left out until the request is in.
 */
export const LoadingWithSummary: Story = {
  args: {
    summary: requestListItemFixture(1, { subject: 'Repeat prescription query', patient_name: 'Margaret Jones' }),
  },
  beforeEach: ({ msw }) => {
    msw.use(...requestLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Repeat prescription query' })).toBeInTheDocument();
    const banner = canvas.getByTestId('patient-banner');
    await expect(banner).toHaveTextContent('Margaret Jones');
    await expect(banner).toHaveTextContent('999 100 0001');
    await expect(banner).not.toHaveTextContent('Sex');
    await expect(canvas.getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** The request is not there (404): a plain not-found state, no lock is taken. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(requestMockUrls.DETAIL, () => problem(404, 'Not found')));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Request not found')).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(requestMockUrls.DETAIL, () => problem(500, 'The request service is unavailable')));
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The request service is unavailable');
  },
};

/** Completing a request with an unacknowledged patient message shows the server's refusal (spec §8). */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Chest tightness when walking uphill' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByText('999 100 0003').length).toBeGreaterThan(0);
    await expect(canvas.getByText('128/82 mmHg')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Complete this request',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete request' }));
    // the refusal shows in the dialog, which stays open
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Request cannot be completed! There are messages from the patient which have not been acknowledged.',
    );
  },
};

/** Someone else has it open: who, and a take-over button; actions wait until the lock is ours. */
export const LockedByAnother: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers({ lockedBy: 'Tom Hughes' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByTestId('lock-banner');
    await expect(banner).toHaveTextContent('Tom Hughes has this request open.');
    await expect(canvas.getByRole('button', { name: 'Complete' })).toBeDisabled();
    await userEvent.click(within(banner).getByRole('button', { name: 'Take over' }));
    await expect(await canvas.findByRole('button', { name: 'Complete' })).toBeEnabled();
    await expect(canvas.queryByTestId('lock-banner')).toBeNull();
  },
};

/** The lock call fails for another reason: the spec §8 wording and a retry. */
export const LockFails: Story = {
  beforeEach: ({ msw }) => {
    // first match wins: the failing lock call goes before the default handlers
    msw.use(
      http.put(requestMockUrls.OPS, () => problem(503, 'Service unavailable')),
      ...requestHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByTestId('lock-banner');
    await expect(banner).toHaveTextContent('Sorry, we were unable to lock this message, please try again later');
  },
};

/** A completed request offers re-open instead of take and complete. */
export const Completed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...requestHandlers({
        detail: requestDetailFixture({ status: 'completed', unacknowledged_count: 0, completed_by: 'Priya Shah' }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Re-open' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Complete' })).toBeNull();
    await expect(canvas.getByText('This request is already completed.')).toBeInTheDocument();
  },
};

/** Acknowledging the patient's message lets the request be completed. */
export const AcknowledgeThenComplete: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Acknowledge' }));
    await expect(await canvas.findByRole('button', { name: 'Complete' })).toBeEnabled();
    await expect(canvas.queryByText('Not acknowledged')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Complete this request',
    });
    await within(dialog).findByRole('option', { name: 'Advice given' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Outcome'), 'Advice given');
    await userEvent.selectOptions(within(dialog).getByLabelText('Consultation method'), 'Telephone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete request' }));
    await expect(await canvas.findByRole('button', { name: 'Re-open' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText('Outcome:').parentElement).toHaveTextContent('Outcome:Advice given');
    await expect(canvas.getByText('Consultation method:').parentElement).toHaveTextContent(
      'Consultation method:Telephone',
    );
  },
};

/** The patient wrote in Polish: their words first, then the English translation at a click (spec §3). */
export const Translated: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...requestHandlers({
        detail: requestDetailFixture({
          body: 'My left knee hurts when I go down stairs.',
          translation: { language: 'pl', enabled: false, original_body: 'Boli mnie lewe kolano na schodach.' },
        }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Boli mnie lewe kolano na schodach.')).toBeInTheDocument();
    await expect(canvas.getByText('In Polish, as the patient wrote it')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the English translation' }));
    await expect(await canvas.findByText('My left knee hurts when I go down stairs.')).toBeInTheDocument();
    await expect(canvas.getByText('Translated from Polish')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show what the patient wrote' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A care navigation rule suggests a group and priority: applying it moves the request there. */
export const CareNavigation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...requestHandlers({
        detail: requestDetailFixture({
          priority: 'unprioritised',
          care_navigation: { pool_id: 4, pool_name: 'Prescriptions', priority: 'routine', ignored: false },
        }),
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = await canvas.findByRole('region', { name: 'Care navigation suggestion' });
    await expect(prompt).toHaveTextContent('A care navigation rule suggests Prescriptions with priority Routine.');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Apply suggestion' }));
    await expect(canvas.queryByRole('button', { name: 'Apply suggestion' })).toBeNull();
  },
};

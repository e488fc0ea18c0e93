import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { problem, requestHandlers, requestMockUrls } from '@/shared/mocks/request-handlers';
import { CompleteDialog } from './complete-dialog';

const meta = {
  title: 'widgets/request-detail/CompleteDialog',
  component: CompleteDialog,
  decorators: [withProviders()],
  args: { wcmsId: 1001, disabled: false, error: null, onComplete: fn(async () => true) },
} satisfies Meta<typeof CompleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Complete this request' });
}

/** The outcome list is on its way. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(requestMockUrls.OUTCOMES, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole('option', { name: 'loading...' })).toBeInTheDocument();
  },
};

/** Completing without an outcome or method sends just the action. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete request' }));
    await expect(args.onComplete).toHaveBeenCalledWith({ action: 'complete' });
  },
};

/** The outcome list cannot be loaded: said in the dialog, completing still works. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get(requestMockUrls.OUTCOMES, () => problem(503, 'Service unavailable')));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The outcome list could not be loaded.');
    await expect(within(dialog).getByRole('button', { name: 'Complete request' })).toBeEnabled();
  },
};

/** Outcome and consultation method chosen: both go with the action. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...requestHandlers());
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await within(dialog).findByRole('option', { name: 'Prescription issued' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Outcome'), 'Prescription issued');
    await userEvent.selectOptions(within(dialog).getByLabelText('Consultation method'), 'Face to face');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete request' }));
    await expect(args.onComplete).toHaveBeenCalledWith({
      action: 'complete',
      outcome: 'Prescription issued',
      consultation_method: 'face_to_face',
    });
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { demoAccounts, riverside } from '@/shared/mocks/fixtures/accounts';
import { signInAs } from '@/shared/mocks/session';
import type { SharedTouchscreen } from '../api/arrivals';
import { TouchscreenSharing } from './touchscreen-sharing';
import { FRONT_DESK_KIOSK } from './stories-fixtures';

const KIOSK = FRONT_DESK_KIOSK;
const JOINED: SharedTouchscreen[] = [{ id: '9', name: 'Atrium kiosk', organisationName: 'Parkside Surgery' }];

const meta = {
  title: 'pages/console/arrivals/TouchscreenSharing',
  component: TouchscreenSharing,
  decorators: [withProviders('/full/management-console/appointment-arrivals')],
  args: { wcmsId: riverside.wcmsId, touchscreens: [KIOSK], joined: JOINED },
  beforeEach: () => signInAs(demoAccounts.manager, { ...riverside, role: 'full' }),
} satisfies Meta<typeof TouchscreenSharing>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No touchscreen of its own, none joined: the hints say what to do. */
export const Empty: Story = {
  args: { touchscreens: [], joined: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Add a touchscreen to share it.')).toBeInTheDocument();
    await expect(canvas.getByText('None yet.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Sharing code (10 digits)')).toHaveValue('');
  },
};

/** A shared touchscreen: its code, who shares it (each removable by name), and one joined from another practice. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sharing code: 4820173956')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Remove Hillview Medical Centre from Front desk kiosk' }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: 'Generate a new sharing code for Front desk kiosk' }),
    ).toBeEnabled();
    await expect(canvas.getByText('Atrium kiosk, of Parkside Surgery')).toBeInTheDocument();
  },
};

/** Joining: the button waits while the server answers. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.mutation('JoinSharedTouchscreen', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Sharing code (10 digits)'), '1234 567 890');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the touchscreen' }));
    await expect(canvas.getByRole('button', { name: 'Join the touchscreen' })).toBeDisabled();
  },
};

/** A code of the wrong length is refused before the server; the server's refusal lands on the field; the code stays. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.mutation('JoinSharedTouchscreen', () =>
        HttpResponse.json({
          errors: [
            {
              message:
                'No touchscreen has this sharing code. Check the code with the practice that owns the touchscreen.',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: {
                  sharingCode:
                    'No touchscreen has this sharing code. Check the code with the practice that owns the touchscreen.',
                },
              },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Sharing code (10 digits)');
    await userEvent.type(field, '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the touchscreen' }));
    await expect(await canvas.findByText('The sharing code must be exactly 10 digits.')).toBeInTheDocument();
    await userEvent.type(field, '67890');
    await userEvent.click(canvas.getByRole('button', { name: 'Join the touchscreen' }));
    await expect(
      await canvas.findByText(
        'No touchscreen has this sharing code. Check the code with the practice that owns the touchscreen.',
      ),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('1234567890');
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import type { Navigation } from '../api/cross-organisation';
import { SendToOrganisationPanel } from './send-to-organisation';

const meta = {
  title: 'widgets/request-detail/SendToOrganisationPanel',
  component: SendToOrganisationPanel,
  decorators: [withProviders()],
  args: { wcmsId: 1001, requestId: 12, disabled: false },
} satisfies Meta<typeof SendToOrganisationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAVIGATION: Navigation = {
  requestId: '12',
  sharingConsent: null,
  sharingConsentRecordedBy: null,
  sharingConsentRecordedAt: null,
  destinations: [
    {
      groupId: '6',
      groupName: 'Reception',
      wcmsId: '1002',
      organisationName: 'Hillview Surgery',
      agreement: 'accepted',
    },
  ],
};
const answering = (navigation: Navigation) =>
  graphql.query('CrossOrganisationNavigation', () =>
    HttpResponse.json({ data: { crossOrganisationNavigation: navigation } }),
  );
const ACCESS_REVOKED =
  'Access to Hillview Surgery has been revoked: the data sharing agreement has ended or was refused. The request stays where it is.';

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('CrossOrganisationNavigation', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** No organisation shares a group with this one: nowhere to send, and the patient's answer can still be recorded. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(answering({ ...NAVIGATION, destinations: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No other organisation shares a group with yours/)).toBeInTheDocument();
    await expect(canvas.getByTestId('sharing-consent')).toHaveTextContent('Not asked');
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('CrossOrganisationNavigation', () =>
        HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** A shared group with an accepted agreement; the server refuses (access revoked): its words, the choice kept. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answering(NAVIGATION),
      graphql.mutation('CareNavigateToOrganisation', () =>
        HttpResponse.json({ errors: [{ message: ACCESS_REVOKED, extensions: { code: 'ACCESS_REVOKED' } }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByLabelText('Destination group');
    await expect(select).toHaveTextContent('Reception – Hillview Surgery (agreement accepted)');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to organisation' }));
    await expect(await canvas.findByText('Choose the group to send the request to')).toBeInTheDocument();
    await userEvent.selectOptions(select, '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to organisation' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(ACCESS_REVOKED);
    await expect(select).toHaveValue('6');
  },
};

let overrideSent: unknown = null;

/** The patient said no: a reason is required to override, and is sent with the request. */
export const SharingDenied: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      answering({
        ...NAVIGATION,
        sharingConsent: 'denied',
        sharingConsentRecordedBy: 'Tom Hughes',
        sharingConsentRecordedAt: '2026-03-02T09:00:00Z',
      }),
      graphql.mutation('CareNavigateToOrganisation', ({ variables }) => {
        overrideSent = variables.overrideReason;
        return HttpResponse.json({
          data: {
            careNavigateToOrganisation: {
              requestId: '12',
              wcmsId: '1002',
              organisationName: 'Hillview Surgery',
              groupName: 'Reception',
            },
          },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('sharing-consent')).toHaveTextContent(
      'Said no to sharing with another organisation',
    );
    await expect(canvas.getByText(/Recorded by Tom Hughes/)).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByLabelText('Destination group'), '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to organisation' }));
    await expect(await canvas.findByText('Give a reason to override the patient’s sharing denial')).toBeInTheDocument();
    await userEvent.type(
      canvas.getByLabelText('Reason to override the patient’s sharing denial'),
      'Needs the extended access clinic today',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send to organisation' }));
    await waitFor(() => expect(overrideSent).toBe('Needs the extended access clinic today'));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

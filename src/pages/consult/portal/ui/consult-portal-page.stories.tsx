import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { PatientPortalQuery } from '@/shared/api';
import { withProviders } from '@/shared/mocks';
import { ConsultPortal } from './consult-portal-page';

type Portal = PatientPortalQuery['patientPortal'];

const PORTAL: Portal = {
  wcmsId: '1001',
  practiceName: 'Riverside Medical Centre',
  hiddenForGuests: 1,
  pharmacyConditions: ['sore_throat', 'uti'],
  pharmacyBookingUrl: 'https://www.nhs.uk/nhs-services/pharmacies/find-a-pharmacy/',
  categories: [
    {
      id: '1',
      title: 'Medicines',
      services: [
        {
          id: '11',
          type: 'service',
          title: 'Repeat prescriptions',
          subtext: 'Order your usual medicines',
          link: 'https://riverside.example.nhs.uk/repeats',
          infoText: 'Allow two working days.',
        },
      ],
    },
  ],
};

const meta = {
  title: 'pages/consult/portal/ConsultPortalPage',
  component: ConsultPortal,
  args: { wcmsId: '1001' },
  decorators: [
    withProviders('/consult/portal/1001'),
    (Story) => (
      <main>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ConsultPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('PatientPortal', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('PatientPortal', () =>
        HttpResponse.json({
          data: {
            patientPortal: {
              ...PORTAL,
              categories: [],
              hiddenForGuests: 0,
              pharmacyConditions: [],
              pharmacyBookingUrl: null,
            },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This practice has not added any online services yet.'),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('PatientPortal', () =>
        HttpResponse.json({ errors: [{ message: 'Practice not found', extensions: { code: 'NOT_FOUND' } }] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Practice not found' })).toBeInTheDocument();
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(graphql.query('PatientPortal', () => HttpResponse.json({ data: { patientPortal: PORTAL } })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Riverside Medical Centre' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Repeat prescriptions' })).toHaveAttribute(
      'href',
      'https://riverside.example.nhs.uk/repeats',
    );
    await expect(canvas.getByText('Sign in to Carebridge Consult to see 1 more services.')).toBeInTheDocument();
    await expect(canvas.getByText('Sore throat')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Find a pharmacy and book' })).toHaveAttribute(
      'href',
      PORTAL.pharmacyBookingUrl!,
    );
  },
};

import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { ClinicalIntegrationPage } from './clinical-integration-page';

// The whole area: its three panels (agents, server details, default attach staff) each ask the server for their own
// part; each panel's own stories cover its actions.

const STAFF = [
  {
    forename: 'Priya',
    surname: 'Shah',
    clinicalStaffId: 'EMIS-STF-1',
    clinicalStaffGuid: 'G-1',
    appointmentStaffId: null,
    canAttach: true,
  },
];

const DETAILS = {
  ip: '10.0.0.12',
  database: 'VISION',
  gatewayHost: 'gateway.riverside.local',
  port: 1433,
  server: 'SQL01',
  siteCode: 'RIV01',
  username: 'carebridge',
  passwordSet: true,
  apiPasswordSet: true,
};

const staffList = http.get('*/api/clinical-staff/wcms_id/:wcmsId', () =>
  HttpResponse.json({ _embedded: { clinical_staff: STAFF }, default_attach_staff: null }),
);

function handlers(filled: boolean) {
  return [
    graphql.query('ClinicalAgents', () =>
      HttpResponse.json({
        data: {
          clinicalAgents: filled
            ? [{ id: '1', hostname: 'riv-reception-01', lastSeen: '2026-03-02T09:15:00Z', approved: true }]
            : [],
        },
      }),
    ),
    graphql.query('ClinicalServerDetails', () =>
      HttpResponse.json({ data: { clinicalServerDetails: filled ? DETAILS : null } }),
    ),
    staffList,
    graphql.query('ConsoleDefaultAttachStaff', () =>
      HttpResponse.json({
        data: {
          defaultAttachStaff: filled
            ? { id: '1', staffId: 'EMIS-STF-1', staffGuid: 'G-1', name: 'Priya Shah', clinicalSystem: 'emisweb' }
            : null,
        },
      }),
    ),
  ];
}

const meta = {
  title: 'pages/console/integration/clinical-integration/ClinicalIntegrationPage',
  component: ClinicalIntegrationPage,
  decorators: [withProviders('/full/management-console/clinical-integration', { dataRouter: true })],
  args: { wcmsId: '1001', clinicalSystem: 'emisweb' },
} satisfies Meta<typeof ClinicalIntegrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const QUERIES = ['ClinicalAgents', 'ClinicalServerDetails', 'ConsoleDefaultAttachStaff'];

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...QUERIES.map((name) =>
        graphql.query(name, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      ),
      staffList,
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByLabelText('loading...').length).toBeGreaterThanOrEqual(2);
  },
};

/** Nothing set up yet: no agent, no server details. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers(false));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No agent has checked in yet.')).toBeInTheDocument();
    await expect(await canvas.findByLabelText('IP address')).toHaveValue('');
  },
};

/** Each panel says what failed, on its own. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...QUERIES.map((name) =>
        graphql.query(name, () => HttpResponse.json({ errors: [{ message: 'The server could not be reached' }] })),
      ),
      staffList,
    );
  },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts.length).toBeGreaterThanOrEqual(1);
    await expect(alerts[0]).toHaveTextContent('The server could not be reached');
  },
};

/** An approved agent, saved server details and a default attach staff member. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...handlers(true));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('riv-reception-01')).toBeInTheDocument();
    // (a form takes the loaded values just after it first renders)
    await waitFor(async () => expect(await canvas.findByLabelText('IP address')).toHaveValue('10.0.0.12'));
    await expect(await canvas.findByText('Records are attached under Priya Shah.')).toBeInTheDocument();
  },
};

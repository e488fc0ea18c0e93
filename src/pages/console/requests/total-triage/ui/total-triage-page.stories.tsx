import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { TotalTriagePage } from './total-triage-page';

// The area as the console shows it: the practice's settings, then its care navigation rules (each panel's own
// stories cover its forms and validation).
const SETTINGS = { available: true, enabled: true, minimumPatientAge: 5, preferences: [] };
const EDITOR = { rules: [], groups: [{ id: '3', name: 'Prescriptions' }], medicalProblems: [], adminQueryTypes: [] };
const answers = (settings: object | null, editor: object | null) => [
  graphql.query('TotalTriageConsoleSettings', () =>
    HttpResponse.json(
      settings ? { data: { totalTriageConsoleSettings: settings } } : { errors: [{ message: 'Service unavailable' }] },
    ),
  ),
  graphql.query('CareNavigationEditor', () =>
    HttpResponse.json(
      editor ? { data: { careNavigationEditor: editor } } : { errors: [{ message: 'Service unavailable' }] },
    ),
  ),
];

const meta = {
  title: 'pages/console/requests/total-triage/TotalTriagePage',
  component: TotalTriagePage,
  args: { wcmsId: '1001', clinicalSystem: 'emisweb' },
  decorators: [withProviders('/full/management-console/total-triage', { dataRouter: true })],
} satisfies Meta<typeof TotalTriagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    for (const operation of ['TotalTriageConsoleSettings', 'CareNavigationEditor']) {
      msw.use(
        graphql.query(operation, async () => {
          await delay('infinite');
          return HttpResponse.json({ data: null });
        }),
      );
    }
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByLabelText('loading...')).toHaveLength(2));
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...answers(SETTINGS, EDITOR));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Total triage is on' })).toBeChecked();
    await expect(
      await canvas.findByText('No care navigation rules yet: requests go to Incoming requests.'),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...answers(null, null));
  },
  play: async ({ canvasElement }) => {
    // each part says why it could not load
    await waitFor(() => expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2));
    for (const alert of within(canvasElement).getAllByRole('alert')) {
      await expect(alert).toHaveTextContent('Service unavailable');
    }
  },
};

export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      ...answers(
        { ...SETTINGS, preferences: [{ text: 'Call back in the morning', requestType: 'both' }] },
        {
          ...EDITOR,
          adminQueryTypes: ['Repeat prescription'],
          rules: [
            {
              id: '1',
              name: 'Repeat prescriptions to Prescriptions',
              requestType: 'admin',
              medicalProblem: null,
              adminQuery: 'Repeat prescription',
              healthData: null,
              questionnaire: null,
              patients: 'all',
              minAge: null,
              minAgeUnit: 'years',
              maxAge: null,
              maxAgeUnit: 'years',
              priority: 'routine',
              routeGroupId: '3',
              routeGroupName: 'Prescriptions',
              routeGroupActive: true,
              enabled: true,
              position: 1,
            },
          ],
        },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Call back in the morning')).toBeInTheDocument();
    await expect(await canvas.findByText('1. Repeat prescriptions to Prescriptions')).toBeInTheDocument();
  },
};

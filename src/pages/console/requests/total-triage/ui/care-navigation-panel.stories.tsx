import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { CareNavigationPanel } from './care-navigation-panel';

const RULE = {
  medicalProblem: null,
  adminQuery: null,
  healthData: null,
  questionnaire: null,
  minAge: null,
  minAgeUnit: 'years',
  maxAge: null,
  maxAgeUnit: 'years',
  routeGroupActive: true,
  enabled: true,
  patients: 'all',
};
const RULES = [
  {
    ...RULE,
    id: '1',
    name: 'Repeat prescriptions to Prescriptions',
    requestType: 'admin',
    adminQuery: 'Repeat prescription',
    priority: 'routine',
    routeGroupId: '4',
    routeGroupName: 'Prescriptions',
    position: 1,
  },
  {
    ...RULE,
    id: '3',
    name: 'Children with a cough or cold',
    requestType: 'medical',
    medicalProblem: 'Cough or cold',
    minAge: 0,
    maxAge: 15,
    priority: 'same_day',
    routeGroupId: '3',
    routeGroupName: 'Clinicians',
    position: 2,
  },
];
const editor = (rules: object[]) => ({
  rules,
  groups: [
    { id: '1', name: 'Incoming requests' },
    { id: '3', name: 'Clinicians' },
    { id: '4', name: 'Prescriptions' },
  ],
  medicalProblems: ['Cough or cold', 'Chest pain'],
  adminQueryTypes: ['Repeat prescription', 'Fit note'],
});
const handler = (rules: object[]) =>
  graphql.query('CareNavigationEditor', () => HttpResponse.json({ data: { careNavigationEditor: editor(rules) } }));

const meta = {
  title: 'pages/console/requests/total-triage/CareNavigationPanel',
  component: CareNavigationPanel,
  args: { wcmsId: '1001' },
  decorators: [withProviders('/full/management-console/total-triage', { dataRouter: true })],
} satisfies Meta<typeof CareNavigationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('CareNavigationEditor', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('loading...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(handler([]));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No care navigation rules yet: requests go to Incoming requests.'),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('CareNavigationEditor', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** Two rules in order; 'try it' asks the server and shows the rule that fires. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      handler(RULES),
      graphql.query('TryCareNavigation', () =>
        HttpResponse.json({
          data: {
            tryCareNavigation: {
              ruleId: '3',
              ruleName: 'Children with a cough or cold',
              groupName: 'Clinicians',
              priority: 'same_day',
            },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1. Repeat prescriptions to Prescriptions')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Move Repeat prescriptions to Prescriptions up' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Medical problem'), 'Cough or cold');
    await userEvent.type(canvas.getByLabelText('Sample patient’s age'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Try' }));
    await expect(
      await canvas.findByText(
        'Rule “Children with a cough or cold” fires: the request goes to Clinicians with priority Same day.',
      ),
    ).toBeInTheDocument();
  },
};

/** A new rule with a name missing, an age range the wrong way round, and no priority or group. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(handler(RULES));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a rule' }));
    await userEvent.type(canvas.getByLabelText('Minimum age (leave empty for none)'), '2');
    await userEvent.type(canvas.getByLabelText('Maximum age (leave empty for none)'), '20');
    await userEvent.selectOptions(canvas.getByLabelText('Maximum age unit'), 'months');
    await userEvent.click(canvas.getByRole('button', { name: 'Save rule' }));
    await expect(await canvas.findByText('Enter a name for the rule')).toBeInTheDocument();
    await expect(
      canvas.getByText('The maximum age cannot be in months or weeks when the minimum age is in years'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Choose a priority')).toBeInTheDocument();
    await expect(canvas.getByText('Choose the group to route to')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Minimum age (leave empty for none)')).toHaveValue('2');
  },
};

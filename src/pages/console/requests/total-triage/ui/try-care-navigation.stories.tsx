import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { TryCareNavigation } from './try-care-navigation';

const EDITOR = {
  rules: [],
  groups: [{ id: '3', name: 'Clinicians' }],
  medicalProblems: ['Cough or cold', 'Chest pain'],
  adminQueryTypes: ['Repeat prescription', 'Fit note'],
};

const meta = {
  title: 'pages/console/requests/total-triage/TryCareNavigation',
  component: TryCareNavigation,
  args: { wcmsId: '1001', editor: EDITOR },
  decorators: [withProviders('/full/management-console/total-triage')],
} satisfies Meta<typeof TryCareNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before trying: a medical request by default, its problems to choose from, and no answer yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Try it' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Request type')).toHaveValue('medical');
    await expect(canvas.getByRole('option', { name: 'Chest pain' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    // another request type offers its own list
    await userEvent.selectOptions(canvas.getByLabelText('Request type'), 'admin');
    await expect(canvas.getByLabelText('Admin query')).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Fit note' })).toBeInTheDocument();
  },
};

/** Asking: Try waits while the server routes the sample request. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('TryCareNavigation', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try' }));
    await expect(canvas.getByRole('button', { name: 'Try' })).toBeDisabled();
  },
};

/** The rule that fires, named with its group and priority; with no rule, where the request goes instead. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('TryCareNavigation', ({ variables }) => {
        const input = variables.input as { medicalProblem: string | null; age: number | null };
        const fires = input.medicalProblem === 'Cough or cold' && input.age === 4;
        return HttpResponse.json({
          data: {
            tryCareNavigation: fires
              ? {
                  ruleId: '3',
                  ruleName: 'Children with a cough or cold',
                  groupName: 'Clinicians',
                  priority: 'same_day',
                }
              : { ruleId: null, ruleName: null, groupName: null, priority: null },
          },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Medical problem'), 'Cough or cold');
    await userEvent.type(canvas.getByLabelText('Sample patient’s age'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Try' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Rule “Children with a cough or cold” fires: the request goes to Clinicians with priority Same day.',
    );
    await userEvent.clear(canvas.getByLabelText('Sample patient’s age'));
    await userEvent.type(canvas.getByLabelText('Sample patient’s age'), '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Try' }));
    await expect(
      await canvas.findByText('No rule fires: the request goes to Incoming requests with the priority staff choose.'),
    ).toBeInTheDocument();
  },
};

/** The server cannot answer: it says so, and the sample stays as typed. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('TryCareNavigation', () =>
        HttpResponse.json({ errors: [{ message: 'Service unavailable' }] }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Sample patient’s age'), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Try' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service unavailable');
    await expect(canvas.getByLabelText('Sample patient’s age')).toHaveValue('4');
  },
};

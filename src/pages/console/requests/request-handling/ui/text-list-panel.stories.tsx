import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { delay, graphql, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { TextListPanel } from './text-list-panel';

const OUTCOMES = ['Advice given', 'Appointment booked', 'Prescription issued'];

const meta = {
  title: 'pages/console/requests/request-handling/TextListPanel',
  component: TextListPanel,
  decorators: [withProviders('/', { dataRouter: true })],
  args: { kind: 'outcomes', wcmsId: '1001' },
} satisfies Meta<typeof TextListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const outcomes = (list: string[]) =>
  graphql.query('ConsoleOutcomes', () => HttpResponse.json({ data: { consoleOutcomes: list } }));

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleOutcomes', async () => {
        await delay('infinite');
        return HttpResponse.json({ data: null });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('loading...')).toBeInTheDocument();
  },
};

/** No outcomes: says so, and Save refuses an empty list (spec §5 'Outcome required'). */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(outcomes([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No outcomes yet. Add one so requests can be completed with an outcome.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Add an outcome' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleOutcomes', () => HttpResponse.json({ errors: [{ message: 'Service unavailable' }] })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Service unavailable');
  },
};

/** Add, rename, reorder and remove, then save: the whole list goes to the server in its new order. */
export const Filled: Story = {
  beforeEach: ({ msw }) => {
    let list = [...OUTCOMES];
    msw.use(
      graphql.query('ConsoleOutcomes', () => HttpResponse.json({ data: { consoleOutcomes: list } })),
      graphql.mutation('SaveOutcomes', ({ variables }) => {
        list = (variables.outcomes as string[]).map((o) => o.trim());
        return HttpResponse.json({ data: { saveOutcomes: list } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // (a form takes the loaded values just after it first renders)
    await waitFor(async () => expect(await canvas.findByLabelText('Outcome 1')).toHaveValue('Advice given'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add an outcome' }));
    await userEvent.type(canvas.getByLabelText('Outcome 4'), 'Pharmacy first');
    const second = canvas.getByLabelText('Outcome 2');
    await userEvent.clear(second);
    await userEvent.type(second, 'Booked');
    await userEvent.click(canvas.getByRole('button', { name: 'Move Pharmacy first up' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Advice given' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled());
    await expect(canvas.getByLabelText('Outcome 1')).toHaveValue('Booked');
    await expect(canvas.getByLabelText('Outcome 2')).toHaveValue('Pharmacy first');
    await expect(canvas.getByLabelText('Outcome 3')).toHaveValue('Prescription issued');
    await expect(canvas.queryByLabelText('Outcome 4')).toBeNull();
  },
};

/** Required and unique on their rows (client), and the server's refusal kept with what was typed. */
export const ValidationErrors: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      outcomes(OUTCOMES),
      graphql.mutation('SaveOutcomes', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'An outcome must be 100 characters or fewer',
              extensions: {
                code: 'VALIDATION_FAILED',
                fields: { 'items.3.text': 'An outcome must be 100 characters or fewer' },
              },
            },
          ],
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('Outcome 1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an outcome' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter the outcome')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Outcome 4'), 'advice GIVEN');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('This outcome is already in the list')).toBeInTheDocument();
    const fourth = canvas.getByLabelText('Outcome 4');
    await userEvent.clear(fourth);
    await userEvent.type(fourth, 'Pharmacy first');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getAllByText('An outcome must be 100 characters or fewer').length).toBeGreaterThan(0),
    );
    await expect(canvas.getByLabelText('Outcome 4')).toHaveValue('Pharmacy first');
    // removing everything: the list as a whole is required
    for (const name of ['Advice given', 'Appointment booked', 'Prescription issued', 'Pharmacy first']) {
      await userEvent.click(canvas.getByRole('button', { name: `Remove ${name}` }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Add at least one outcome')).toBeInTheDocument();
  },
};

/** The same panel edits the admin query types. */
export const AdminQueries: Story = {
  args: { kind: 'adminQueries' },
  beforeEach: ({ msw }) => {
    msw.use(
      graphql.query('ConsoleAdminQueryTypes', () =>
        HttpResponse.json({ data: { consoleAdminQueryTypes: ['Fit note', 'Repeat prescription'] } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // (a form takes the loaded values just after it first renders)
    await waitFor(async () => expect(await canvas.findByLabelText('Admin query type 1')).toHaveValue('Fit note'));
    await expect(canvas.getByRole('button', { name: 'Move Fit note up' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move Repeat prescription down' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add an admin query type' })).toBeInTheDocument();
  },
};

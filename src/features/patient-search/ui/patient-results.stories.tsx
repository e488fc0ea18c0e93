import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { patientFixture, smithFamily, withProviders } from '@/shared/mocks';
import { Button } from '@/shared/ui';
import { PatientResults } from './patient-results';

const meta = {
  title: 'features/patient-search/PatientResults',
  component: PatientResults,
  decorators: [withProviders()],
  args: { state: { status: 'loading' } },
} satisfies Meta<typeof PatientResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('patient-results-loading')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', patients: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No patients match these details' }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: 'Enter at least two details to find a patient', onRetry: () => {} } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter at least two details to find a patient')).toBeInTheDocument();
  },
};

/** Each patient with the page's actions. */
export const Filled: Story = {
  args: {
    state: { status: 'success', patients: [patientFixture(), ...smithFamily] },
    renderActions: (patient) => (
      <Button size="sm" variant="outline">
        {`Select ${patient.forename}`}
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '3 patients found' })).toBeInTheDocument();
    await expect(canvas.getAllByTestId('patient-result')[0]).toHaveTextContent('999 100 0003');
  },
};

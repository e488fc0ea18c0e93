import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import type { Enquirer, Reading, RequestPatient } from '@/entities/request';
import { requestDetailFixture } from '@/shared/mocks/fixtures/requests';
import { RequestEnquirerPanel, RequestPatientPanel, RequestReadingsPanel } from './request-side-panels';

function Panels({
  patient,
  enquirer,
  readings,
}: {
  patient: RequestPatient;
  enquirer: Enquirer | null;
  readings: Reading[];
}) {
  return (
    <div className="flex flex-col gap-4">
      <RequestPatientPanel patient={patient} />
      <RequestEnquirerPanel enquirer={enquirer} />
      <RequestReadingsPanel readings={readings} />
    </div>
  );
}

const filled = requestDetailFixture();

const meta = {
  title: 'widgets/request-detail/RequestSidePanels',
  component: Panels,
  args: { patient: filled.patient, enquirer: filled.enquirer ?? null, readings: filled.readings },
} satisfies Meta<typeof Panels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panels render from the loaded request; while it loads the request view shows its own skeleton. */
export const Loading: Story = {
  args: { patient: { name: 'Eleanor Whitfield' }, enquirer: null, readings: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not given').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { patient: { name: 'Eleanor Whitfield' }, enquirer: null, readings: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The patient made this request themselves.')).toBeInTheDocument();
    await expect(canvas.getByText('No readings.')).toBeInTheDocument();
  },
};

/** A reading with a value the server could not put a unit on still shows as sent. */
export const Error: Story = {
  args: {
    readings: [{ kind: 'blood_pressure', value: 'not recorded', unit: null, recorded_at: '2026-03-02T02:03:00.000Z' }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('not recorded')).toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('999 100 0003')).toBeInTheDocument();
    await expect(canvas.getByText('Mary Whitfield')).toBeInTheDocument();
    await expect(canvas.getByText('Carer')).toBeInTheDocument();
    await expect(canvas.getByText('128/82 mmHg')).toBeInTheDocument();
    await expect(canvas.getByText('71.5 kg')).toBeInTheDocument();
    await expect(canvas.getByText('1.68 m')).toBeInTheDocument();
    await expect(canvas.getByText('GAD-7 total')).toBeInTheDocument();
  },
};

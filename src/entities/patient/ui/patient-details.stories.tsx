import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { patientFixture } from '@/shared/mocks';
import { PatientDetails } from './patient-details';

const meta = {
  title: 'entities/patient/PatientDetails',
  component: PatientDetails,
  args: { patient: patientFixture() },
} satisfies Meta<typeof PatientDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('999 100 0003')).toBeInTheDocument();
  },
};

/** A record with little in it: the gaps say so. */
export const Empty: Story = {
  args: {
    patient: patientFixture({
      nhsNumber: null,
      dateOfBirth: null,
      mobilePhone: null,
      primaryPhone: null,
      primaryEmail: null,
      homeAddress: null,
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Not recorded').length).toBeGreaterThan(3);
  },
};

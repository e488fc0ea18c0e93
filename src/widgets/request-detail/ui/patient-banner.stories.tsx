import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { PatientBanner } from './patient-banner';

const now = new Date('2026-11-26T10:00:00Z');

const meta = {
  title: 'widgets/request-detail/PatientBanner',
  component: PatientBanner,
  args: {
    patient: { name: 'Eleanor Whitfield', born: '1948-04-12', sex: 'Female', nhs_number: '9991000003' },
    identity: 'verified',
    now,
  },
} satisfies Meta<typeof PatientBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner renders with the request (it has no loading of its own): a request still loading shows none. */
export const Loading: Story = {
  args: { patient: { name: '', born: null, sex: null, nhs_number: null }, identity: 'unmatched' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Patient' })).toBeInTheDocument();
  },
};

/** Nothing known but a name: each missing fact says so, and no age is made up. */
export const Empty: Story = {
  args: { patient: { name: 'A Patient', born: null, sex: null, nhs_number: null }, identity: 'unmatched' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Patient' });
    await expect(banner).not.toHaveTextContent(/aged/);
    await expect(within(banner).getAllByText('Not given')).toHaveLength(3);
    await expect(banner).toHaveTextContent('Unmatched');
  },
};

/** An impossible date of birth is shown as given but yields no age. */
export const Error: Story = {
  args: {
    patient: { name: 'Oliver Bennett', born: '1990-02-30', sex: 'Male', nhs_number: null },
    identity: 'matched',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Patient' })).not.toHaveTextContent(/aged/);
  },
};

/** Name, age, date of birth, sex, NHS number and identity state in one line. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Patient' });
    await expect(banner).toHaveTextContent('Eleanor Whitfield');
    await expect(banner).toHaveTextContent('aged 78');
    await expect(banner).toHaveTextContent('999 100 0003');
    await expect(banner).toHaveTextContent('Verified');
  },
};

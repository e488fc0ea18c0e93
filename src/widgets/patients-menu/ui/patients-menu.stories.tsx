import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { PatientsMenu } from './patients-menu';

// A fixed list of links (no data to load, so no loading, empty or error state): one story per place it shows.
const meta = {
  title: 'widgets/patients-menu/PatientsMenu',
  component: PatientsMenu,
} satisfies Meta<typeof PatientsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnVideoConsultations: Story = {
  decorators: [withProviders('/full/patients/video-consultations?nhs=9991000003')],
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Patients menu' });
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Find patient',
      'Requests',
      'Outbound messages',
      'Video consultations',
      'Reset password',
      'Appointment reminders',
      'Arrived patients',
    ]);
    await expect(within(menu).getByRole('link', { name: 'Video consultations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OnResetPassword: Story = {
  decorators: [withProviders('/full/patients/reset-password')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const OnAppointmentReminders: Story = {
  decorators: [withProviders('/full/patients/appointment-reminders')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Appointment reminders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

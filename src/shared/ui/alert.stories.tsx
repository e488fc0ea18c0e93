import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { Alert, AlertDescription, AlertTitle } from './alert';

const meta = {
  title: 'shared/ui/Alert',
  component: Alert,
  args: { severity: 'info' },
  argTypes: { severity: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
  render: (args) => (
    <Alert {...args} className="max-w-xl">
      <AlertTitle>Surgery closes early on Friday</AlertTitle>
      <AlertDescription>Staff training from 1pm. Urgent calls go to NHS 111.</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // severity is spoken, not only shown in colour
    await expect(status).toHaveTextContent(/^Information: Surgery closes early/);
  },
};

export const Success: Story = {
  args: { severity: 'success' },
  render: (args) => (
    <Alert {...args} className="max-w-xl">
      <AlertTitle>Message sent</AlertTitle>
      <AlertDescription>The patient will get a text within a few minutes.</AlertDescription>
    </Alert>
  ),
};

export const Warning: Story = {
  args: { severity: 'warning' },
  render: (args) => (
    <Alert {...args} className="max-w-xl">
      <AlertTitle>Allergy recorded</AlertTitle>
      <AlertDescription>Penicillin: anaphylaxis (recorded 2019).</AlertDescription>
    </Alert>
  ),
};

export const ErrorMessage: Story = {
  name: 'Error',
  args: { severity: 'error' },
  render: (args) => (
    <Alert {...args} className="max-w-xl">
      <AlertTitle>The referral was not sent</AlertTitle>
      <AlertDescription>The e-Referral Service did not respond. Your draft has been kept.</AlertDescription>
    </Alert>
  ),
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^Error: The referral was not sent/);
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const DescriptionOnly: Story = {
  render: (args) => (
    <Alert {...args} className="max-w-xl">
      <AlertDescription>Video consultations are recorded only with the patient's consent.</AlertDescription>
    </Alert>
  ),
};

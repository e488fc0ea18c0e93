import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withProviders } from '@/shared/mocks';
import { PatientSearchForm } from './patient-search-form';

const meta = {
  title: 'features/patient-search/PatientSearchForm',
  component: PatientSearchForm,
  decorators: [withProviders()],
  args: { onSearch: fn() },
} satisfies Meta<typeof PatientSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet. */
export const Empty: Story = {};

/** Two details make a search; the NHS number and date of birth are sent normalised. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('NHS number'), '999 100 0003');
    // day, month and year boxes (issue 23 item 21): '/' moves on to the next one
    await userEvent.type(
      within(canvas.getByRole('group', { name: 'Date of birth' })).getByLabelText('Day'),
      '12/04/1948',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith(
      { nhsNumber: '9991000003', dateOfBirth: '1948-04-12' },
      expect.objectContaining({ nhsNumber: '999 100 0003' }),
    );
  },
};

/** One detail is refused with a clear message, and what was typed stays. */
export const Error: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Last name'), 'Smith');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Enter at least two details to find a patient')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Last name')).toHaveValue('Smith');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

/** While a search runs its button waits. */
export const Loading: Story = {
  args: { searching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

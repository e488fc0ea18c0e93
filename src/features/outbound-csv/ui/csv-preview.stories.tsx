import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import { CsvPreview } from './csv-preview';

const meta = {
  title: 'features/outbound-csv/CsvPreview',
  component: CsvPreview,
  args: { state: { kind: 'idle' } },
} satisfies Meta<typeof CsvPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (i: number) => ({
  nhs_number: '9991000003',
  mobile: '07700900100',
  forename: `Patient${i}`,
  surname: 'Test',
});

export const Loading: Story = {
  args: { state: { kind: 'parsing', fraction: 0.4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking the file... 40%');
  },
};

export const Empty: Story = {
  args: { state: { kind: 'empty' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file has no recipients');
  },
};

export const TooBig: Story = {
  args: { state: { kind: 'too-big' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('The file must be under 10Mb.');
  },
};

export const TooMany: Story = {
  args: { state: { kind: 'too-many', total: 20_001 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The file can have at most 20,000 recipients.',
    );
  },
};

export const Error: Story = {
  args: { state: { kind: 'missing-columns', columns: ['mobile', 'surname'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The file is missing these columns: mobile, surname',
    );
  },
};

/** Valid rows and the rows refused, each with its reasons. */
export const Filled: Story = {
  args: {
    state: {
      kind: 'ok',
      total: 30,
      valid: Array.from({ length: 27 }, (_, i) => row(i)),
      duplicates: [{ row: 12, firstRow: 3 }],
      invalid: [
        { row: 4, problems: [{ field: 'nhs_number', problem: 'nhsNumber' }] },
        {
          row: 9,
          problems: [
            { field: 'mobile', problem: 'mobile' },
            { field: 'surname', problem: 'surname' },
          ],
        },
        { row: 17, problems: [{ field: 'postcode', problem: 'postcode' }] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('csv-summary')).toHaveTextContent(
      '27 recipients can be sent to; 3 rows have problems and will be left out',
    );
    await expect(canvas.getAllByTestId('csv-invalid-row')[1]).toHaveTextContent(
      '9Enter a valid UK mobile number. Enter the last name.',
    );
    await expect(canvas.getByText('and 7 more')).toBeInTheDocument();
    await expect(canvas.getByTestId('csv-duplicate-row')).toHaveTextContent(
      'Row 12 repeats row 3 (same NHS number and mobile number)',
    );
  },
};

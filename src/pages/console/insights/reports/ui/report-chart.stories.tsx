import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, within } from 'storybook/test';
import type { ReportTable } from '../model/report-params';
import { ReportChart } from './report-chart';

const byType: ReportTable = {
  key: 'byType',
  kind: 'category',
  unit: 'count',
  rows: [
    { label: 'admin', value: 120, previous: 101 },
    { label: 'medical', value: 92, previous: 97 },
  ],
};

const meta = {
  title: 'pages/console/reports/ReportChart',
  component: ReportChart,
  args: { table: byType },
} satisfies Meta<typeof ReportChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart renders with its tab's figures (the tab shows the loading state); a breakdown with no rows yet. */
export const Loading: Story = {
  args: { table: { ...byType, rows: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 4 })).toBeInTheDocument();
  },
};

/** A range with nothing in it: zeros in the table, never a blank chart without words. */
export const Empty: Story = {
  args: { table: { ...byType, rows: [{ label: 'admin', value: 0, previous: 0 }] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('0');
  },
};

/** An unknown label from the server (a type this client does not name) still shows, as the server sent it. */
export const Error: Story = {
  args: { table: { ...byType, rows: [{ label: 'something_new', value: 12, previous: 0 }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent('12');
  },
};

/** By day as a line chart, with the same figures in the visible data table. */
export const Filled: Story = {
  args: {
    table: {
      key: 'byDay',
      kind: 'day',
      unit: 'count',
      rows: [
        { label: '2026-03-02', value: 50, previous: 41 },
        { label: '2026-03-03', value: 38, previous: 44 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(table).toHaveTextContent('2026-03-02');
    await expect(table).toHaveTextContent('50');
  },
};

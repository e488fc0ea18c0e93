import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Bar, BarChart, XAxis, YAxis } from 'recharts';
import { expect } from 'storybook/test';
import { CHART_COLOURS, ChartContainer, ChartLegend, type ChartConfig } from './chart';

const config: ChartConfig = {
  value: { label: 'This period', colour: CHART_COLOURS.blue },
  previous: { label: 'Previous period', colour: CHART_COLOURS.vermilion },
};
const data = [
  { name: 'Admin', value: 120, previous: 101 },
  { name: 'Medical', value: 92, previous: 97 },
];

function Example() {
  return (
    <ChartContainer config={config}>
      <BarChart data={data} accessibilityLayer={false}>
        <XAxis dataKey="name" />
        <YAxis />
        <ChartLegend />
        <Bar dataKey="value" fill="var(--color-value)" isAnimationActive={false} />
        <Bar dataKey="previous" fill="var(--color-previous)" isAnimationActive={false} />
      </BarChart>
    </ChartContainer>
  );
}

const meta = { title: 'shared/ui/Chart', component: Example } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The series colours become CSS variables; the chart is hidden from assistive technology (its table is not). */
export const Bars: Story = {
  play: async ({ canvasElement }) => {
    const chart = canvasElement.querySelector('[data-slot="chart"]') as HTMLElement;
    await expect(chart).toHaveAttribute('aria-hidden', 'true');
    await expect(chart.style.getPropertyValue('--color-value')).toBe(CHART_COLOURS.blue);
  },
};

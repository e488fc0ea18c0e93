import { Bar, BarChart, CartesianGrid, Line, LineChart, XAxis, YAxis } from 'recharts';
import { t } from '@/shared/i18n';
import { tableClasses, cn } from '@/shared/ui';
import {
  CHART_COLOURS,
  ChartContainer,
  ChartLegend,
  ChartTooltip,
  ChartTooltipContent,
  type ChartConfig,
} from '@/shared/ui/chart';
import { columnTitle, formatValue, rowLabel, tableSummary, tableTitle } from '../model/labels';
import type { ReportTable } from '../model/report-params';

/** This period in blue, the previous one in vermilion (and dashed for lines): told apart without colour too. */
function chartConfig(): ChartConfig {
  return {
    value: { label: t('reports.column.current'), colour: CHART_COLOURS.blue },
    previous: { label: t('reports.column.previous'), colour: CHART_COLOURS.vermilion, dash: '6 4' },
  };
}

/**
 * One breakdown: its title, a text summary, the chart, and the same figures as a visible data table (the
 * accessible alternative, and the figures a manager copies).
 */
export function ReportChart({ table }: { table: ReportTable }) {
  const config = chartConfig();
  const id = `report-table-${table.key}`;
  const data = table.rows.map((row) => ({ ...row, name: rowLabel(row.label, table.kind) }));
  const format = (value: number) => formatValue(value, table.unit);
  const tooltip = <ChartTooltip content={<ChartTooltipContent config={config} formatValue={format} />} />;
  const axes = (
    <>
      <CartesianGrid vertical={false} strokeDasharray="3 3" />
      <XAxis dataKey="name" tickLine={false} minTickGap={16} />
      <YAxis allowDecimals={false} width={48} />
    </>
  );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3 rounded-md border border-border p-4">
      <h4 id={`${id}-title`} className="text-lg font-semibold">
        {tableTitle(table.key)}
      </h4>
      <p>{tableSummary(table)}</p>
      <ChartContainer config={config}>
        {table.kind === 'day' ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            {tooltip}
            <ChartLegend />
            <Line
              dataKey="value"
              name={config.value!.label}
              stroke="var(--color-value)"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="previous"
              name={config.previous!.label}
              stroke="var(--color-previous)"
              strokeDasharray={config.previous!.dash}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            {tooltip}
            <ChartLegend />
            <Bar dataKey="value" name={config.value!.label} fill="var(--color-value)" isAnimationActive={false} />
            <Bar
              dataKey="previous"
              name={config.previous!.label}
              fill="var(--color-previous)"
              isAnimationActive={false}
            />
          </BarChart>
        )}
      </ChartContainer>
      {/* a scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable) */}
      <div
        className={cn(tableClasses.frame, 'max-h-72 overflow-auto')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
        tabIndex={0}
        role="region"
        aria-labelledby={`${id}-caption`}
      >
        <table className={tableClasses.table}>
          <caption id={`${id}-caption`} className="sr-only">
            {`${tableTitle(table.key)}: ${t('reports.chart.showTable')}`}
          </caption>
          <thead className={tableClasses.head}>
            <tr>
              <th scope="col" className={tableClasses.headerCell}>
                {columnTitle(table.kind)}
              </th>
              <th scope="col" className={cn(tableClasses.headerCell, 'text-end')}>
                {t('reports.column.current')}
              </th>
              <th scope="col" className={cn(tableClasses.headerCell, 'text-end')}>
                {t('reports.column.previous')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={row.label} className={tableClasses.row}>
                <th scope="row" className={tableClasses.rowHeader}>
                  {row.name}
                </th>
                <td className={cn(tableClasses.cell, 'text-end tabular-nums')}>{format(row.value)}</td>
                <td className={cn(tableClasses.cell, 'text-end tabular-nums')}>{format(row.previous)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import type * as React from 'react';
import { Legend, ResponsiveContainer, Tooltip } from 'recharts';
import { cn } from './cn';

/*
 * A shadcn-style chart wrapper around Recharts. Deliberately NOT exported from shared/ui/index.ts: Recharts is
 * large, so only the pages that draw charts (the reports route) import '@/shared/ui/chart' and carry it in their
 * lazy chunk; every other route's initial JS stays free of it.
 */

/** Okabe–Ito colours: distinguishable with the common colour-vision deficiencies, and on white at 3:1 or more. */
export const CHART_COLOURS = {
  blue: '#0072B2',
  vermilion: '#D55E00',
  green: '#009E73',
  purple: '#CC79A7',
  orange: '#E69F00',
  black: '#000000',
} as const;

/** Each series' label, colour and (for a line) dash pattern, so series differ by more than colour. */
export type ChartConfig = Record<string, { label: string; colour: string; dash?: string }>;

/**
 * The chart's frame: a fixed height, the series colours as CSS variables (--color-<key>) and a responsive
 * container. The chart is a picture of the data table beside it, so it is hidden from assistive technology
 * (draw charts with accessibilityLayer={false} so nothing inside takes focus).
 */
export function ChartContainer({
  config,
  height = 240,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<'div'>, 'children'> & {
  config: ChartConfig;
  height?: number;
  children: React.ReactElement;
}) {
  const vars = Object.fromEntries(Object.entries(config).map(([key, s]) => [`--color-${key}`, s.colour]));
  return (
    <div
      data-slot="chart"
      aria-hidden="true"
      className={cn('w-full text-sm [&_.recharts-cartesian-axis-tick_text]:fill-foreground', className)}
      style={{ ...vars, height } as React.CSSProperties}
      {...props}
    >
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export const ChartTooltip = Tooltip;
export const ChartLegend = Legend;

/** Tooltip content in the product's style: the label, then each series' name and value. */
export function ChartTooltipContent({
  active,
  label,
  payload,
  config,
  formatValue = String,
}: {
  active?: boolean;
  label?: React.ReactNode;
  payload?: readonly { dataKey?: unknown; value?: unknown }[];
  config: ChartConfig;
  formatValue?: (value: number) => string;
}) {
  if (!active || !payload?.length) return null;
  return (
    <div className="rounded-md border border-border bg-background px-3 py-2 shadow-md">
      <p className="font-semibold">{label}</p>
      <ul>
        {payload.map((item) => {
          const key = String(item.dataKey);
          const series = config[key];
          return (
            <li key={key} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ background: series?.colour }}
              />
              {series?.label ?? key}: {formatValue(Number(item.value))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { ukToday } from '@contracts/rules/uk-time';
import type { ReportQuery } from '@/shared/api';

export type Report = ReportQuery['report'];
export type ReportTable = Report['tables'][number];
export type ReportFigure = Report['figures'][number];
export type ReportTab = Report['tab'];

/** The tabs in spec §2's order of use: the overview first, then the clinical, patient and operational ones. */
export const REPORT_TABS: readonly ReportTab[] = [
  'online_consultations',
  'medical_consultations',
  'outcomes',
  'fft',
  'feedback',
  'transactions',
  'usage',
  'appointment_arrivals',
];

/** Tabs whose comments are shown and searchable. */
export const TABS_WITH_COMMENTS: readonly ReportTab[] = ['fft', 'feedback'];

export const MAX_REPORT_DAYS = 366;
const DAY = 86_400_000;

export function shiftDay(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + n * DAY).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY + 1;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The last `days` days, today included. */
export function lastDays(days: number, today = ukToday()): { from: string; to: string } {
  return { from: shiftDay(today, -(days - 1)), to: today };
}

export type ReportParams = { tab: ReportTab; from: string; to: string; search: string };

/** The report's state from the URL (tab, from, to, q); anything missing or wrong falls back to the last 30 days. */
export function readReportParams(params: URLSearchParams, today = ukToday()): ReportParams {
  const tabParam = params.get('tab');
  const tab = REPORT_TABS.find((x) => x === tabParam) ?? 'online_consultations';
  const from = params.get('from');
  const to = params.get('to');
  const fallback = lastDays(30, today);
  const valid = isDay(from) && isDay(to) && rangeProblem(from, to) === null;
  return { tab, ...(valid ? { from, to } : fallback), search: params.get('q') ?? '' };
}

/** What is wrong with a range the user typed (the server checks the same), or null. */
export function rangeProblem(from: string, to: string): 'from' | 'to' | 'order' | 'tooLong' | null {
  if (!isDay(from)) return 'from';
  if (!isDay(to)) return 'to';
  if (to < from) return 'order';
  if (daysBetween(from, to) > MAX_REPORT_DAYS) return 'tooLong';
  return null;
}

/** True when a report has nothing to show (every figure empty or zero, every row zero). */
export function isEmptyReport(report: Report): boolean {
  return (
    report.figures.every((f) => !f.value) &&
    report.tables.every((table) => table.rows.every((row) => row.value === 0)) &&
    report.comments.length === 0
  );
}

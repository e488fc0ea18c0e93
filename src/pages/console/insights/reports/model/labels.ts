import { csvCell } from '@/entities/outbound';
import { t, type MessageKey } from '@/shared/i18n';
import type { Report, ReportFigure, ReportTable } from './report-params';

/** Labels the server sends as keys (request types, priorities, FFT answers, channels); others are shown as written. */
const KEYED_LABELS = new Set([
  'admin',
  'medical',
  'outbound_response',
  'health_data',
  'simple_questionnaire',
  'urgent',
  'same_day',
  'routine',
  'unprioritised',
  'in_hours',
  'out_of_hours',
  'sms',
  'nhs_app',
  'email',
  'patient',
  'very_good',
  'good',
  'neither',
  'poor',
  'very_poor',
  'dont_know',
  'kiosk',
  'mobile',
  'reception',
  'on_time',
  'late',
]);

/** A row label as the reader sees it: a day, weekday, hour, a known key, or the text as written ('' is none). */
export function rowLabel(label: string, kind: ReportTable['kind']): string {
  if (kind === 'weekday') return t(`reports.weekday.${label}` as MessageKey);
  if (kind === 'hour') return `${label.padStart(2, '0')}:00`;
  if (kind === 'day') return label;
  if (label === '') return t('reports.label.none');
  // "admin / Advice given": the request type part is a key
  const [first, ...rest] = label.split(' / ');
  if (rest.length > 0 && first && KEYED_LABELS.has(first)) return [rowLabel(first, kind), ...rest].join(' / ');
  return KEYED_LABELS.has(label) ? t(`reports.label.${label}` as MessageKey) : label;
}

const numberFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** A figure's value with its unit, or 'No data'. */
export function formatValue(value: number | null | undefined, unit: ReportFigure['unit']): string {
  if (value === null || value === undefined) return t('reports.noValue');
  const text = numberFormat.format(value);
  return unit === 'count' ? text : t(`reports.unit.${unit}` as MessageKey, { value: text });
}

export const figureTitle = (key: string) => t(`reports.figure.${key}` as MessageKey);
export const tableTitle = (key: string) => t(`reports.table.${key}` as MessageKey);

export function columnTitle(kind: ReportTable['kind']): string {
  if (kind === 'day') return t('reports.column.day');
  if (kind === 'weekday') return t('reports.column.weekday');
  if (kind === 'hour') return t('reports.column.hour');
  return t('reports.column.label');
}

/** One sentence a screen reader (and everyone) can read instead of the chart. */
export function tableSummary(table: ReportTable): string {
  const title = tableTitle(table.key);
  const total = table.rows.reduce((sum, row) => sum + row.value, 0);
  const previousTotal = table.rows.reduce((sum, row) => sum + row.previous, 0);
  if (total === 0) return t('reports.chart.summaryNone', { title });
  const top = table.rows.reduce((best, row) => (row.value > best.value ? row : best), table.rows[0]!);
  // a backlog is a level, not a flow: its total means nothing, its largest day does
  const first =
    table.key === 'backlog'
      ? ''
      : `${t('reports.chart.summary', { title, total: numberFormat.format(total), previousTotal: numberFormat.format(previousTotal) })} `;
  return `${first}${t('reports.chart.summaryTop', { label: rowLabel(top.label, table.kind), value: formatValue(top.value, table.unit) })}`;
}

/**
 * The tab as CSV: its figures, then every table's rows (section, item, this period, previous period), each cell
 * neutralised against spreadsheet formulas as the outbound export does.
 */
export function reportCsv(report: Report): string {
  const lines: string[][] = [
    [t('reports.csv.section'), t('reports.column.label'), t('reports.column.current'), t('reports.column.previous')],
  ];
  for (const f of report.figures) {
    lines.push([
      t('reports.csv.figure'),
      figureTitle(f.key),
      f.value === null ? '' : String(f.value),
      f.previous === null ? '' : String(f.previous),
    ]);
  }
  for (const table of report.tables) {
    for (const row of table.rows) {
      lines.push([tableTitle(table.key), rowLabel(row.label, table.kind), String(row.value), String(row.previous)]);
    }
  }
  for (const c of report.comments) {
    lines.push([t('reports.comments.title'), rowLabel(c.category, 'category'), c.text, c.at]);
  }
  return `${lines.map((cells) => cells.map((cell) => csvCell(cell)).join(',')).join('\r\n')}\r\n`;
}

export function downloadCsv(report: Report): void {
  const blob = new Blob([reportCsv(report)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `report-${report.tab.replace(/_/g, '-')}-${report.from}-to-${report.to}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

import Papa from 'papaparse';
import {
  ALERT_COLUMNS,
  ALERT_LIMITS,
  ALERT_REQUIRED_COLUMNS,
  alertRowProblems,
  type AlertField,
  type AlertProblem,
  type AlertRow,
} from '@contracts/rules/alerts';

/** One data row of the file (n from 1, as the server numbers them) with each field's problem. */
export type ReportedRow = { n: number; row: AlertRow; problems: Partial<Record<AlertField, AlertProblem>> };

export type ParsedAlerts =
  | { kind: 'ok'; rows: ReportedRow[] }
  | { kind: 'empty' }
  | { kind: 'too-many'; total: number }
  | { kind: 'missing-columns'; columns: string[] };

const normaliseHeader = (header: string) =>
  header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** Parses an alerts CSV and checks every row (the rules the server applies again). Runs in the alerts worker. */
export function parseAlerts(text: string, today: string): ParsedAlerts {
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normaliseHeader,
  });
  const fields = parsed.meta.fields ?? [];
  const missing = ALERT_REQUIRED_COLUMNS.filter((c) => !fields.includes(c));
  if (fields.length > 0 && missing.length > 0) return { kind: 'missing-columns', columns: missing };
  if (parsed.data.length === 0) return { kind: 'empty' };
  if (parsed.data.length > ALERT_LIMITS.rows) return { kind: 'too-many', total: parsed.data.length };
  const rows = parsed.data.map((record, index): ReportedRow => {
    const row = Object.fromEntries(ALERT_COLUMNS.map((c) => [c, (record[c] ?? '').trim()])) as AlertRow;
    return { n: index + 1, row, problems: alertRowProblems(row, today) };
  });
  return { kind: 'ok', rows };
}

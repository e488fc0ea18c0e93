/* Super user alerts CSV (spec §2 'upload alerts CSV', §6): the row rules the upload page's worker and the server
   both apply. Columns: organisation (wcms id), title, message, severity, expires (optional, YYYY-MM-DD). */

export const ALERT_SEVERITIES = ['information', 'warning', 'urgent'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const ALERT_COLUMNS = ['organisation', 'title', 'message', 'severity', 'expires'] as const;
export const ALERT_REQUIRED_COLUMNS = ['organisation', 'title', 'message', 'severity'] as const;
export type AlertField = (typeof ALERT_COLUMNS)[number];

export const ALERT_LIMITS = { title: 120, message: 1000, rows: 500 } as const;

export type AlertRow = {
  organisation: string;
  title: string;
  message: string;
  severity: string;
  expires: string;
};

export type AlertProblem =
  | 'organisation_invalid'
  | 'title_required'
  | 'title_too_long'
  | 'message_required'
  | 'message_too_long'
  | 'severity_invalid'
  | 'expires_invalid'
  | 'expires_past'
  | 'expires_too_far';

const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Two years after a UK day (spec §5 'dates up to two years ahead'). */
function twoYearsAfter(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 2);
  return date.toISOString().slice(0, 10);
}

/** Each field's problem in one row (empty when the row is valid). `today` is the UK day. */
export function alertRowProblems(row: AlertRow, today: string): Partial<Record<AlertField, AlertProblem>> {
  const problems: Partial<Record<AlertField, AlertProblem>> = {};
  const organisation = row.organisation.trim();
  if (!/^\d{1,9}$/.test(organisation) || Number(organisation) < 1) problems.organisation = 'organisation_invalid';
  const title = row.title.trim();
  if (title === '') problems.title = 'title_required';
  else if (title.length > ALERT_LIMITS.title) problems.title = 'title_too_long';
  const message = row.message.trim();
  if (message === '') problems.message = 'message_required';
  else if (message.length > ALERT_LIMITS.message) problems.message = 'message_too_long';
  if (!(ALERT_SEVERITIES as readonly string[]).includes(row.severity.trim().toLowerCase())) {
    problems.severity = 'severity_invalid';
  }
  const expires = row.expires.trim();
  if (expires !== '') {
    if (!isIsoDate(expires)) problems.expires = 'expires_invalid';
    else if (expires < today) problems.expires = 'expires_past';
    else if (expires > twoYearsAfter(today)) problems.expires = 'expires_too_far';
  }
  return problems;
}

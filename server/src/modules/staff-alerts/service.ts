import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { alertRowProblems, ALERT_LIMITS, type AlertRow, type AlertSeverity } from '@contracts/rules/alerts.js';
import { ukDay } from '@contracts/rules/uk-time.js';
import type { Db } from '../../db/client.js';
import { validationFailed } from '../../auth/problems.js';
import { HttpProblem } from '../../errors.js';
import { organisations } from '../organisations/index.js';
import { staffAlertAcknowledgements, staffAlerts } from './tables.js';
import { ALERT_PROBLEM_MESSAGES, STAFF_ALERT_MESSAGES } from './rules.js';

export type StaffAlertView = {
  id: string;
  wcmsId: string;
  title: string;
  message: string;
  severity: AlertSeverity;
  expiresOn: string | null;
  createdAt: string;
  acknowledgedAt: string | null;
};

/**
 * Validates every row (the rules of @contracts/rules/alerts, and that each organisation exists) and saves them all,
 * or none: a refusal names each bad row's fields as rows.<n>.<field>, n counting from 1 like the upload's report.
 */
export async function uploadAlerts(
  db: Db,
  rows: AlertRow[],
  by: { userId: number; now: Date },
): Promise<{ uploadId: string; count: number; organisations: number }> {
  if (rows.length === 0) throw validationFailed({ rows: STAFF_ALERT_MESSAGES.noRows });
  if (rows.length > ALERT_LIMITS.rows) throw validationFailed({ rows: STAFF_ALERT_MESSAGES.tooManyRows });
  const today = ukDay(by.now);
  const errors: Record<string, string> = {};
  rows.forEach((row, index) => {
    for (const [field, problem] of Object.entries(alertRowProblems(row, today))) {
      errors[`rows.${index + 1}.${field}`] = ALERT_PROBLEM_MESSAGES[problem];
    }
  });
  const ids = [...new Set(rows.map((r) => Number(r.organisation.trim())).filter((n) => Number.isInteger(n) && n > 0))];
  const known = new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ wcmsId: organisations.wcmsId })
            .from(organisations)
            .where(inArray(organisations.wcmsId, ids))
        ).map((o) => o.wcmsId),
  );
  rows.forEach((row, index) => {
    const key = `rows.${index + 1}.organisation`;
    if (!errors[key] && !known.has(Number(row.organisation.trim()))) {
      errors[key] = STAFF_ALERT_MESSAGES.unknownOrganisation;
    }
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const uploadId = randomUUID();
  await db.insert(staffAlerts).values(
    rows.map((row) => ({
      wcmsId: Number(row.organisation.trim()),
      title: row.title.trim(),
      message: row.message.trim(),
      severity: row.severity.trim().toLowerCase() as AlertSeverity,
      expiresOn: row.expires.trim() || null,
      uploadId,
      createdBy: by.userId,
      createdAt: by.now,
    })),
  );
  return { uploadId, count: rows.length, organisations: new Set(rows.map((r) => r.organisation.trim())).size };
}

/** The organisation's current alerts (not expired), newest first, with the caller's acknowledgement. */
export async function currentAlerts(db: Db, wcmsId: number, userId: number, now: Date): Promise<StaffAlertView[]> {
  const rows = await db
    .select({ alert: staffAlerts, acknowledgedAt: staffAlertAcknowledgements.acknowledgedAt })
    .from(staffAlerts)
    .leftJoin(
      staffAlertAcknowledgements,
      and(eq(staffAlertAcknowledgements.alertId, staffAlerts.id), eq(staffAlertAcknowledgements.userId, userId)),
    )
    .where(
      and(eq(staffAlerts.wcmsId, wcmsId), or(isNull(staffAlerts.expiresOn), gte(staffAlerts.expiresOn, ukDay(now)))),
    )
    .orderBy(desc(staffAlerts.createdAt), desc(staffAlerts.id));
  return rows.map(({ alert, acknowledgedAt }) => ({
    id: String(alert.id),
    wcmsId: String(alert.wcmsId),
    title: alert.title,
    message: alert.message,
    severity: alert.severity,
    expiresOn: alert.expiresOn,
    createdAt: alert.createdAt.toISOString(),
    acknowledgedAt: acknowledgedAt ? acknowledgedAt.toISOString() : null,
  }));
}

/** Records that the staff member read the alert (once: a second acknowledgement keeps the first time). */
export async function acknowledgeAlert(
  db: Db,
  wcmsId: number,
  alertId: number,
  userId: number,
  now: Date,
): Promise<StaffAlertView> {
  const [alert] = await db
    .select({ id: staffAlerts.id })
    .from(staffAlerts)
    .where(and(eq(staffAlerts.id, alertId), eq(staffAlerts.wcmsId, wcmsId)));
  if (!alert) throw new HttpProblem(404, STAFF_ALERT_MESSAGES.notFound, 'NOT_FOUND');
  await db.insert(staffAlertAcknowledgements).values({ alertId, userId, acknowledgedAt: now }).onConflictDoNothing();
  const all = await currentAlerts(db, wcmsId, userId, now);
  const view = all.find((a) => a.id === String(alertId));
  if (!view) throw new HttpProblem(404, STAFF_ALERT_MESSAGES.notFound, 'NOT_FOUND');
  return view;
}

/** How many staff acknowledged each alert (for tests and the audit of who read a safety alert). */
export async function acknowledgementCount(db: Db, alertId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffAlertAcknowledgements)
    .where(eq(staffAlertAcknowledgements.alertId, alertId));
  return Number(row?.n ?? 0);
}

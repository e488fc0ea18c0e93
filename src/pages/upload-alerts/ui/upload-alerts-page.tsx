import { useId, useState } from 'react';
import type { AlertField } from '@contracts/rules/alerts';
import { errorFields, errorMessage } from '@/shared/api';
import { t, type MessageKey } from '@/shared/i18n';
import { Alert, AlertDescription, Button, Card, CardContent, CardHeader, CardTitle, tableClasses } from '@/shared/ui';
import { useUploadAlertsMutation } from '../api/upload-alerts';
import {
  createAlertsWorker,
  parseAlertsFile,
  type AlertsOutcome,
  type AlertsWorkerFactory,
} from '../lib/parse-in-worker';
import type { ReportedRow } from '../lib/parse-alerts';

const COLUMNS: { field: AlertField; label: MessageKey }[] = [
  { field: 'organisation', label: 'alerts.upload.organisation' },
  { field: 'title', label: 'alerts.upload.alertTitle' },
  { field: 'severity', label: 'alerts.upload.severity' },
  { field: 'expires', label: 'alerts.upload.expires' },
];

/** Each row's problems in words: the worker's checks, then what the server refused (e.g. an unknown organisation). */
function rowMessages(row: ReportedRow, server: Record<string, string>): string[] {
  const messages = Object.values(row.problems).map((problem) => t(`alerts.problem.${problem}` as MessageKey));
  for (const [key, message] of Object.entries(server)) {
    if (key.startsWith(`rows.${row.n}.`)) messages.push(message);
  }
  return messages;
}

function outcomeMessage(outcome: Exclude<AlertsOutcome, { kind: 'ok' }>): string {
  switch (outcome.kind) {
    case 'too-big':
      return t('alerts.upload.tooBig');
    case 'empty':
      return t('alerts.upload.empty');
    case 'too-many':
      return t('alerts.upload.tooMany', { max: 500, total: outcome.total });
    case 'missing-columns':
      return t('alerts.upload.missingColumns', { columns: outcome.columns.join(', ') });
    case 'unreadable':
      return t('alerts.upload.unreadable', { message: outcome.message });
  }
}

/**
 * Upload alerts (spec §2, §6; super users on the VPN): a CSV of alerts for one or many organisations is parsed and
 * checked in a web worker; every row is reported before anything is saved, and the upload saves all rows or none.
 */
export function UploadAlertsPage({ workerFactory = createAlertsWorker }: { workerFactory?: AlertsWorkerFactory }) {
  const fileId = useId();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<AlertsOutcome | null>(null);
  const upload = useUploadAlertsMutation();
  const server = upload.isError ? errorFields(upload.error) : {};

  const choose = async (file: File | undefined) => {
    upload.reset();
    setOutcome(null);
    if (!file) return;
    setChecking(true);
    setOutcome(await parseAlertsFile(file, workerFactory));
    setChecking(false);
  };

  const rows = outcome?.kind === 'ok' ? outcome.rows : [];
  const valid = rows.filter((r) => rowMessages(r, server).length === 0).length;
  const ready = rows.length > 0 && valid === rows.length && !upload.isSuccess;

  return (
    <Card>
      <title>{`${t('alerts.upload.title')} – ${t('app.name')}`}</title>
      <CardHeader>
        <CardTitle asChild>
          <h1>{t('alerts.upload.title')}</h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>{t('alerts.upload.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('alerts.upload.columns')}</p>
        <div className="space-y-1">
          <label htmlFor={fileId} className="block font-semibold">
            {t('alerts.upload.file')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void choose(event.target.files?.[0])}
            className="block"
          />
        </div>
        <div role="status" aria-live="polite">
          {checking && <p>{t('alerts.upload.checking')}</p>}
          {upload.isSuccess && (
            <p className="font-semibold">
              {t('alerts.upload.done', { count: upload.data.count, organisations: upload.data.organisations })}
            </p>
          )}
        </div>
        {outcome && outcome.kind !== 'ok' && (
          <Alert severity="error">
            <AlertDescription>{outcomeMessage(outcome)}</AlertDescription>
          </Alert>
        )}
        {upload.isError && (
          <Alert severity="error">
            <AlertDescription>
              {t('alerts.upload.failed')}: {errorMessage(upload.error)}
            </AlertDescription>
          </Alert>
        )}
        {rows.length > 0 && (
          <>
            <p>{t('alerts.upload.summary', { valid, total: rows.length })}</p>
            {valid < rows.length && <p className="font-semibold">{t('alerts.upload.fixRows')}</p>}
            <div className={tableClasses.frame}>
              <table className={tableClasses.table}>
                <caption className="sr-only">{t('alerts.upload.report')}</caption>
                <thead className={tableClasses.head}>
                  <tr>
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('alerts.upload.row')}
                    </th>
                    {COLUMNS.map((c) => (
                      <th key={c.field} scope="col" className={tableClasses.headerCell}>
                        {t(c.label)}
                      </th>
                    ))}
                    <th scope="col" className={tableClasses.headerCell}>
                      {t('alerts.upload.check')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => {
                    const messages = rowMessages(r, server);
                    return (
                      <tr key={r.n} className={tableClasses.row} data-testid={`alert-row-${r.n}`}>
                        <th scope="row" className={tableClasses.rowHeader}>
                          {r.n}
                        </th>
                        {COLUMNS.map((c) => (
                          <td key={c.field} className={tableClasses.cell}>
                            {r.row[c.field]}
                          </td>
                        ))}
                        <td className={tableClasses.cell}>
                          {messages.length === 0 ? (
                            t('alerts.upload.ok')
                          ) : (
                            <ul className="text-destructive">
                              {messages.map((m) => (
                                <li key={m}>{m}</li>
                              ))}
                            </ul>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Button disabled={!ready || upload.isPending} onClick={() => upload.mutate(rows.map((r) => r.row))}>
              {t('alerts.upload.submit', { count: rows.length })}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}

import { rowProblemLabel, type RecipientRow } from '@/entities/outbound';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, tableClasses } from '@/shared/ui';
import type { CsvOutcome } from '../lib/parse-in-worker';

const SHOW_VALID = 20;
const SHOW_INVALID = 100;

export type CsvPreviewState = { kind: 'idle' } | { kind: 'parsing'; fraction: number } | CsvOutcome;

/** The outcome of checking a CSV: progress, a refusal, or valid and invalid rows with their reasons. */
export function CsvPreview({ state }: { state: CsvPreviewState }) {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'parsing':
      return (
        <div role="status" className="flex items-center gap-2">
          <span>{t('outbound.csv.parsing', { percent: Math.round(state.fraction * 100) })}</span>
          <progress className="w-40" max={100} value={Math.round(state.fraction * 100)} aria-hidden="true" />
        </div>
      );
    case 'too-big':
      return <Refused message={t('outbound.csv.tooBig')} />;
    case 'too-many':
      return <Refused message={t('outbound.csv.tooMany')} />;
    case 'empty':
      return <Refused message={t('outbound.csv.empty')} />;
    case 'missing-columns':
      return <Refused message={t('outbound.csv.missingColumns', { columns: state.columns.join(', ') })} />;
    case 'unreadable':
      return <Refused message={t('outbound.csv.unreadable', { message: state.message })} />;
    case 'ok':
      return <Rows valid={state.valid} invalid={state.invalid} duplicates={state.duplicates} />;
  }
}

function Refused({ message }: { message: string }) {
  return (
    <Alert severity="error" role="alert">
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

type Ok = Extract<CsvOutcome, { kind: 'ok' }>;

function Rows({
  valid,
  invalid,
  duplicates,
}: {
  valid: RecipientRow[];
  invalid: Ok['invalid'];
  duplicates: Ok['duplicates'];
}) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" data-testid="csv-summary">
        {t('outbound.csv.summary', {
          valid: valid.length.toLocaleString('en-GB'),
          invalid: invalid.length.toLocaleString('en-GB'),
        })}
      </p>
      {duplicates.length > 0 && (
        <Alert severity="warning" data-testid="csv-duplicates">
          <AlertDescription className="flex flex-col gap-1">
            <span>{t('outbound.csv.duplicates', { count: duplicates.length.toLocaleString('en-GB') })}</span>
            <ul className="text-sm">
              {duplicates.slice(0, SHOW_INVALID).map((d) => (
                <li key={d.row} data-testid="csv-duplicate-row">
                  {t('outbound.csv.duplicateRow', { row: d.row, first: d.firstRow })}
                </li>
              ))}
            </ul>
            {duplicates.length > SHOW_INVALID && (
              <span>{t('outbound.csv.more', { count: duplicates.length - SHOW_INVALID })}</span>
            )}
          </AlertDescription>
        </Alert>
      )}
      {valid.length === 0 && <Refused message={t('outbound.csv.noneValid')} />}
      {invalid.length > 0 && (
        <section aria-labelledby="csv-invalid-heading">
          <h3 id="csv-invalid-heading" className="font-semibold">
            {t('outbound.csv.invalidRows')}
          </h3>
          <div className={tableClasses.frame}>
            <table className={tableClasses.table}>
              <thead className={tableClasses.head}>
                <tr>
                  <th scope="col" className={tableClasses.headerCell}>
                    {t('outbound.csv.row')}
                  </th>
                  <th scope="col" className={tableClasses.headerCell}>
                    {t('outbound.csv.reasons')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invalid.slice(0, SHOW_INVALID).map((r) => (
                  <tr key={r.row} data-testid="csv-invalid-row" className={tableClasses.row}>
                    <td className={tableClasses.cell}>{r.row}</td>
                    <td className={tableClasses.cell}>{r.problems.map((p) => rowProblemLabel(p.problem)).join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {invalid.length > SHOW_INVALID && <p>{t('outbound.csv.more', { count: invalid.length - SHOW_INVALID })}</p>}
        </section>
      )}
      {valid.length > 0 && (
        <section aria-labelledby="csv-valid-heading">
          <h3 id="csv-valid-heading" className="font-semibold">
            {t('outbound.csv.validRows')}
          </h3>
          <div className={tableClasses.frame}>
            <table className={tableClasses.table}>
              <thead className={tableClasses.head}>
                <tr>
                  <th scope="col" className={tableClasses.headerCell}>
                    {t('outbound.detail.name')}
                  </th>
                  <th scope="col" className={tableClasses.headerCell}>
                    {t('outbound.detail.nhsNumber')}
                  </th>
                  <th scope="col" className={tableClasses.headerCell}>
                    {t('outbound.detail.mobile')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {valid.slice(0, SHOW_VALID).map((r, i) => (
                  <tr key={i} className={tableClasses.row}>
                    <td className={tableClasses.cell}>
                      {r.forename} {r.surname}
                    </td>
                    <td className={tableClasses.cell}>{r.nhs_number}</td>
                    <td className={tableClasses.cell}>{r.mobile}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {valid.length > SHOW_VALID && <p>{t('outbound.csv.more', { count: valid.length - SHOW_VALID })}</p>}
        </section>
      )}
    </div>
  );
}

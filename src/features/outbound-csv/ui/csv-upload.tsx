import { useEffect, useRef, useState } from 'react';
import type { RecipientRow } from '@/entities/outbound';
import { t } from '@/shared/i18n';
import { Field, FieldControl, FieldDescription, FieldLabel, Input } from '@/shared/ui';
import { createCsvWorker, parseCsvFile, type WorkerFactory } from '../lib/parse-in-worker';
import { CsvPreview, type CsvPreviewState } from './csv-preview';

/**
 * Choose a recipients CSV: it is checked in a web worker with progress, then previewed with the reasons rows are
 * refused. onRecipients gets the valid rows (null while there are none to send to).
 */
export function CsvUpload({
  onRecipients,
  workerFactory = createCsvWorker,
}: {
  onRecipients: (rows: RecipientRow[] | null) => void;
  workerFactory?: WorkerFactory;
}) {
  const [state, setState] = useState<CsvPreviewState>({ kind: 'idle' });
  const cancelRef = useRef<() => void>(() => {});
  useEffect(() => () => cancelRef.current(), []);

  function choose(file: File | undefined) {
    cancelRef.current();
    onRecipients(null);
    if (!file) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'parsing', fraction: 0 });
    const job = parseCsvFile(file, (fraction) => setState({ kind: 'parsing', fraction }), workerFactory);
    cancelRef.current = job.cancel;
    void job.result.then((outcome) => {
      setState(outcome);
      if (outcome.kind === 'ok' && outcome.valid.length > 0) onRecipients(outcome.valid);
    });
  }

  return (
    <div className="flex flex-col gap-3">
      <Field>
        <FieldLabel>{t('outbound.csv.file')}</FieldLabel>
        <FieldControl>
          <Input type="file" accept=".csv,text/csv" onChange={(event) => choose(event.currentTarget.files?.[0])} />
        </FieldControl>
        <FieldDescription>{t('outbound.csv.fileHint')}</FieldDescription>
      </Field>
      <CsvPreview state={state} />
    </div>
  );
}

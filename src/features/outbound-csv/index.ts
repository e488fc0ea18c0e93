export { CsvUpload } from './ui/csv-upload';
export { CsvPreview } from './ui/csv-preview';
export type { CsvPreviewState } from './ui/csv-preview';
export { parseRecipients, normaliseHeader, REQUIRED_COLUMNS, OPTIONAL_COLUMNS } from './lib/parse-recipients';
export type { InvalidRow, ParsedRecipients } from './lib/parse-recipients';
export { parseCsvFile, createCsvWorker } from './lib/parse-in-worker';
export type { CsvOutcome, WorkerFactory } from './lib/parse-in-worker';

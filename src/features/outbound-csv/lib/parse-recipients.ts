import Papa from 'papaparse';
import {
  OUTBOUND_LIMITS,
  normaliseMobile,
  validateRecipientRow,
  type RecipientField,
  type RecipientRow,
  type RowProblem,
} from '@/entities/outbound';

export const REQUIRED_COLUMNS = ['nhs_number', 'mobile', 'forename', 'surname'] as const;
export const OPTIONAL_COLUMNS = ['address_line_1', 'address_line_2', 'address_line_3', 'postcode'] as const;

/** A refused row: its line in the file (header is row 1) and each field's problem. */
export type InvalidRow = { row: number; problems: { field: RecipientField; problem: RowProblem }[] };

/** A row repeating an earlier one (same NHS number and mobile number): the patient is sent the message once. */
export type DuplicateRow = { row: number; firstRow: number };

export type ParsedRecipients =
  | { kind: 'ok'; valid: RecipientRow[]; invalid: InvalidRow[]; duplicates: DuplicateRow[]; total: number }
  | { kind: 'too-many'; total: number }
  | { kind: 'missing-columns'; columns: string[] }
  | { kind: 'empty' };

/** Header names are matched loosely: 'NHS Number', 'nhs-number' and 'nhs_number' are one column. */
export function normaliseHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Parses a recipients CSV and validates every row (spec §5: NHS number, mobile number, names, address lines under
 * 255, postcode under 16; at most 20,000 recipients). Runs in the CSV worker, off the main thread; onProgress gets
 * a fraction from 0 to 1.
 */
export function parseRecipients(text: string, onProgress?: (fraction: number) => void): ParsedRecipients {
  const valid: RecipientRow[] = [];
  const invalid: InvalidRow[] = [];
  const duplicates: DuplicateRow[] = [];
  const firstRowOf = new Map<string, number>();
  let total = 0;
  let missing: string[] | null = null;
  let lastReported = 0;
  Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: normaliseHeader,
    step: (result, parser) => {
      if (missing === null) {
        const fields = result.meta.fields ?? [];
        missing = REQUIRED_COLUMNS.filter((c) => !fields.includes(c));
        if (missing.length > 0) {
          parser.abort();
          return;
        }
      }
      total++;
      if (total > OUTBOUND_LIMITS.csvRecipients) return;
      const data = result.data;
      const row: RecipientRow = {
        nhs_number: (data.nhs_number ?? '').trim(),
        mobile: (data.mobile ?? '').trim(),
        forename: (data.forename ?? '').trim(),
        surname: (data.surname ?? '').trim(),
      };
      for (const column of OPTIONAL_COLUMNS) {
        const value = data[column]?.trim();
        if (value) row[column] = value;
      }
      const problems = validateRecipientRow(row);
      const entries = Object.entries(problems) as [RecipientField, RowProblem][];
      if (entries.length > 0) {
        invalid.push({ row: total + 1, problems: entries.map(([field, problem]) => ({ field, problem })) });
      } else {
        const clean = { ...row, nhs_number: row.nhs_number.replace(/\s+/g, ''), mobile: normaliseMobile(row.mobile)! };
        const key = `${clean.nhs_number}|${clean.mobile}`;
        const firstRow = firstRowOf.get(key);
        if (firstRow !== undefined) duplicates.push({ row: total + 1, firstRow });
        else {
          firstRowOf.set(key, total + 1);
          valid.push(clean);
        }
      }
      if (onProgress && total - lastReported >= 1000) {
        lastReported = total;
        onProgress(Math.min(result.meta.cursor / Math.max(text.length, 1), 1));
      }
    },
  });
  onProgress?.(1);
  if (missing !== null && (missing as string[]).length > 0) return { kind: 'missing-columns', columns: missing };
  if (total === 0) return { kind: 'empty' };
  if (total > OUTBOUND_LIMITS.csvRecipients) return { kind: 'too-many', total };
  return { kind: 'ok', valid, invalid, duplicates, total };
}

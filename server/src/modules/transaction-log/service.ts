import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transactionLog, type transactionChannels } from './tables.js';

export type TransactionRow = typeof transactionLog.$inferSelect;
export type NewTransaction = Omit<typeof transactionLog.$inferInsert, 'id'>;
export type TransactionChannel = (typeof transactionChannels)[number];

/** The most entries one read returns. */
export const TRANSACTION_LOG_LIMIT = 500;

// Long request and response bodies (file contents) are cut: the log is for support, not a second record store.
const MAX_TEXT = 20_000;
const cut = (value: string | null | undefined) =>
  value == null ? null : value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;

/** Writes transaction log entries. */
export async function recordTransactions(db: Db, entries: NewTransaction[]): Promise<TransactionRow[]> {
  if (entries.length === 0) return [];
  return db
    .insert(transactionLog)
    .values(entries.map((e) => ({ ...e, request: cut(e.request), response: cut(e.response), error: cut(e.error) })))
    .returning();
}

/** An organisation's entries, newest first. */
export async function listTransactions(db: Db, wcmsId: number, first = 100): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactionLog)
    .where(and(eq(transactionLog.wcmsId, wcmsId)))
    .orderBy(desc(transactionLog.createdAt), desc(transactionLog.id))
    .limit(Math.min(Math.max(first, 1), TRANSACTION_LOG_LIMIT));
}

/**
 * Ten digits or more, spaces or hyphens between them allowed (an NHS number as '999 100 0003', a mobile as
 * '07700 900123'): masked wherever free text reaches the log. Dates, times and line numbers are shorter.
 */
const LONG_NUMBER = /\b(?:\d[ -]?){9,}\d\b/g;

export function maskLongNumbers(text: string): string {
  return text.replace(LONG_NUMBER, '[number]');
}

/* spec §5 'Outcome required. Admin query type required.' and spec §3 'Outcome and admin query type: text lists with
 * defaults': the console's editable text lists, checked the same way by the browser and the server. */

/** Longest entry of a text list (an outcome or an admin query type). */
export const TEXT_LIST_ENTRY_MAX = 100;
/** Most entries a text list may hold. */
export const TEXT_LIST_MAX_ENTRIES = 100;

export type TextListProblem = 'required' | 'duplicate' | 'tooLong';

/**
 * The problem with each entry of a text list, by index (empty when valid): blank entries are required, entries
 * equal to an earlier one (ignoring case and surrounding spaces) are duplicates, long ones too long.
 */
export function textListProblems(entries: readonly string[]): Record<number, TextListProblem> {
  const problems: Record<number, TextListProblem> = {};
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const text = entry.trim();
    const key = text.toLowerCase();
    if (!text) problems[index] = 'required';
    else if (text.length > TEXT_LIST_ENTRY_MAX) problems[index] = 'tooLong';
    else if (seen.has(key)) problems[index] = 'duplicate';
    seen.add(key);
  });
  return problems;
}

/** Whether a text list has too few (none) or too many entries. */
export function textListSizeProblem(entries: readonly string[]): 'empty' | 'tooMany' | null {
  if (entries.length === 0) return 'empty';
  if (entries.length > TEXT_LIST_MAX_ENTRIES) return 'tooMany';
  return null;
}

import { z } from 'zod';
import { textListProblems, textListSizeProblem, TEXT_LIST_ENTRY_MAX } from '@contracts/rules/text-lists';
import { t, type MessageKey } from '@/shared/i18n';
import type { TextListKind } from '../api/request-handling';

/** The form: field names follow the server's (`items`, `items.<index>.text`), so its errors land on their rows. */
export type TextListForm = { items: { text: string }[] };

const MESSAGES: Record<TextListKind, Record<'required' | 'duplicate' | 'tooLong' | 'empty' | 'tooMany', MessageKey>> = {
  outcomes: {
    required: 'console.outcomes.required',
    duplicate: 'console.outcomes.duplicate',
    tooLong: 'console.outcomes.tooLong',
    empty: 'console.outcomes.listEmpty',
    tooMany: 'console.outcomes.tooMany',
  },
  adminQueries: {
    required: 'console.adminQueries.required',
    duplicate: 'console.adminQueries.duplicate',
    tooLong: 'console.adminQueries.tooLong',
    empty: 'console.adminQueries.listEmpty',
    tooMany: 'console.adminQueries.tooMany',
  },
};

/** spec §5 'Outcome required. Admin query type required.', and unique: the same rule the server applies. */
export function textListSchema(kind: TextListKind): z.ZodType<TextListForm, TextListForm> {
  const messages = MESSAGES[kind];
  return z
    .object({ items: z.array(z.object({ text: z.string().max(10 * TEXT_LIST_ENTRY_MAX) })) })
    .superRefine((v, ctx) => {
      const entries = v.items.map((i) => i.text);
      const size = textListSizeProblem(entries);
      if (size) ctx.addIssue({ code: 'custom', path: ['items'], message: t(messages[size]) });
      for (const [index, problem] of Object.entries(textListProblems(entries))) {
        ctx.addIssue({ code: 'custom', path: ['items', Number(index), 'text'], message: t(messages[problem]) });
      }
    });
}

export const toForm = (entries: readonly string[]): TextListForm => ({ items: entries.map((text) => ({ text })) });
export const toEntries = (form: TextListForm): string[] => form.items.map((i) => i.text.trim());

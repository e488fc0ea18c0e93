import { z } from 'zod';
import { t } from '@/shared/i18n';

/** The note composer: a note must say something. */
export const noteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, { error: () => t('requests.note.required') }),
});

export type NoteForm = z.infer<typeof noteSchema>;

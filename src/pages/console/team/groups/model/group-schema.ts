import { z } from 'zod';
import { t } from '@/shared/i18n';

/** spec §5: group name required (unique in the organisation: the server checks that), at most 100 characters. */
export const groupNameSchema = z.object({
  name: z.string().trim().min(1, t('console.groups.nameRequired')).max(100, t('console.groups.nameTooLong')),
});

export type GroupNameForm = z.infer<typeof groupNameSchema>;

/** What the share result says (spec §8 group sharing partial failures): who has it now and who could not get it. */
export function shareSummary(result: {
  succeeded: { name: string }[];
  failed: { wcmsId: string; name?: string | null; reason: string }[];
}): { succeeded: string | null; failed: string | null } {
  return {
    succeeded: result.succeeded.length > 0 ? result.succeeded.map((o) => o.name).join(', ') : null,
    failed: result.failed.length > 0 ? result.failed.map((f) => `${f.name ?? f.wcmsId}: ${f.reason}`).join('; ') : null,
  };
}

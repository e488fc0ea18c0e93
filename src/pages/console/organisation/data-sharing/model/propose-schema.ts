import { z } from 'zod';
import { t } from '@/shared/i18n';

/** The organisation to propose to: its wcms id, whole digits (the server checks it exists, is active and not this one). */
export const proposeSchema = () =>
  z.object({
    recipientWcmsId: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, t('console.dataSharing.recipientRequired')),
  });
export type ProposeValues = z.infer<ReturnType<typeof proposeSchema>>;

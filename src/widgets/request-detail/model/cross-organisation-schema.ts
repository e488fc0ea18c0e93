import { z } from 'zod';
import { overrideReasonProblem } from '@contracts/rules/data-sharing';
import { t } from '@/shared/i18n';

/**
 * Sending a request to another organisation's group: a group is required; when the patient said no to sharing, a
 * reason to override is required too (up to 500 characters, the server's rule in schema/rules/data-sharing).
 */
export const sendSchema = (sharingDenied: boolean) =>
  z.object({ groupId: z.string(), overrideReason: z.string() }).superRefine((values, ctx) => {
    if (!values.groupId) {
      ctx.addIssue({
        code: 'custom',
        path: ['groupId'],
        message: t('requests.crossOrganisation.destinationRequired'),
      });
    }
    if (!sharingDenied) return;
    const problem = overrideReasonProblem(values.overrideReason);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['overrideReason'],
        message: t(
          problem === 'required'
            ? 'requests.crossOrganisation.overrideRequired'
            : 'requests.crossOrganisation.overrideTooLong',
        ),
      });
    }
  });
export type SendValues = z.infer<ReturnType<typeof sendSchema>>;

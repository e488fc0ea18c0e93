import { z } from 'zod';
import { t } from '@/shared/i18n';
import { isValidPortalUrl, PORTAL_LIMITS } from '@contracts/rules/portal';

/** spec §5: category required ('Enter category'), at most 120 characters. */
export const categorySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, t('portal.validation.categoryRequired'))
    .max(PORTAL_LIMITS.categoryTitle, t('portal.validation.categoryTooLong')),
});
export type CategoryForm = z.infer<typeof categorySchema>;

/** spec §5: title required (160), subtext 240, link a valid URL with protocol (a service needs one), info text. */
export const serviceSchema = z
  .object({
    type: z.enum(['service', 'questionnaire']),
    title: z
      .string()
      .trim()
      .min(1, t('portal.validation.titleRequired'))
      .max(PORTAL_LIMITS.serviceTitle, t('portal.validation.titleTooLong')),
    subtext: z.string().trim().max(PORTAL_LIMITS.serviceSubtext, t('portal.validation.subtextTooLong')),
    link: z.string().trim(),
    loggedInOnly: z.boolean(),
    infoText: z.string().trim().min(1, t('portal.validation.infoRequired')),
  })
  .superRefine((v, ctx) => {
    if (v.link && !isValidPortalUrl(v.link)) {
      ctx.addIssue({ code: 'custom', path: ['link'], message: t('portal.validation.linkInvalid') });
    } else if (!v.link && v.type === 'service') {
      ctx.addIssue({ code: 'custom', path: ['link'], message: t('portal.validation.linkRequired') });
    }
  });
export type ServiceForm = z.infer<typeof serviceSchema>;

export const EMPTY_SERVICE: ServiceForm = {
  type: 'service',
  title: '',
  subtext: '',
  link: '',
  loggedInOnly: false,
  infoText: '',
};

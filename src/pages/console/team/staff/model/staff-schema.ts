import { z } from 'zod';
import { domainList, onStaffDomain } from '@contracts/rules/staff-email';
import { t } from '@/shared/i18n';

const displayName = z
  .string()
  .trim()
  .min(1, t('console.staff.displayNameRequired'))
  .max(100, t('console.staff.displayNameTooLong'));

/** spec §5: staff email valid (and on an allowed staff domain) and display name required. */
export function inviteSchema(domains: readonly string[]) {
  return z.object({
    email: z
      .string()
      .trim()
      .pipe(z.email(t('console.staff.emailInvalid')))
      .refine((email) => onStaffDomain(email, domains), {
        message: t('console.staff.emailDomain', { domains: domainList(domains) }),
      }),
    displayName,
  });
}
export type InviteForm = z.infer<ReturnType<typeof inviteSchema>>;

export const memberSchema = z.object({
  displayName,
  canAcceptRequests: z.boolean(),
  consoleAccess: z.enum(['none', 'basic', 'advanced', 'super']),
  usedInternally: z.boolean(),
});
export type MemberForm = z.infer<typeof memberSchema>;

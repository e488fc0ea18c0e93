import { z } from 'zod';
import { t } from '@/shared/i18n';

const displayName = z
  .string()
  .trim()
  .min(1, t('console.staff.displayNameRequired'))
  .max(100, t('console.staff.displayNameTooLong'));

/** True when the address's domain is one of the allowed staff domains or a subdomain of one (spec §5). */
export function onStaffDomain(email: string, domains: readonly string[]): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  return domains.some((allowed) => domain === allowed.toLowerCase() || domain.endsWith(`.${allowed.toLowerCase()}`));
}

/** spec §5: staff email valid (and on an allowed staff domain) and display name required. */
export function inviteSchema(domains: readonly string[]) {
  return z.object({
    email: z
      .string()
      .trim()
      .pipe(z.email(t('console.staff.emailInvalid')))
      .refine((email) => onStaffDomain(email, domains), {
        message: t('console.staff.emailDomain', { domains: domains.join(', ') }),
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

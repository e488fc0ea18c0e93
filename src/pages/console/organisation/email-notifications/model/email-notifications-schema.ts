import { z } from 'zod';
import { domainList, onStaffDomain } from '@contracts/rules/staff-email';
import { t } from '@/shared/i18n';

const EMAIL = /^[^\s@.]+(\.[^\s@.]+)*@[^\s@.]+(\.[^\s@.]+)+$/;

/** spec §5: the notification address must end in nhs.uk, nhs.scot or the deployment's host (config validStaffDomains). */
export function isNotificationAddress(address: string, domains: readonly string[]): boolean {
  const value = address.trim().toLowerCase();
  return EMAIL.test(value) && onStaffDomain(value, domains);
}

/** The form: an empty address sends nothing. */
export function emailNotificationsSchema(domains: readonly string[]) {
  return z.object({
    address: z.string().refine((value) => value.trim() === '' || isNotificationAddress(value, domains), {
      error: () => t('console.emailNotifications.addressInvalid', { domains: domainList(domains) }),
    }),
  });
}

export type EmailNotificationsForm = { address: string };

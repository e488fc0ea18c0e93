import { z } from 'zod';
import { t } from '@/shared/i18n';

const EMAIL = /^[^\s@.]+(\.[^\s@.]+)*@[^\s@.]+(\.[^\s@.]+)+$/;

/** spec §5: the notification address must end in nhs.uk, nhs.scot or the deployment's host (config validStaffDomains). */
export function isNotificationAddress(address: string, domains: readonly string[]): boolean {
  const value = address.trim().toLowerCase();
  if (!EMAIL.test(value)) return false;
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return domains.some((d) => domain === d.toLowerCase() || domain.endsWith(`.${d.toLowerCase()}`));
}

export function domainList(domains: readonly string[]): string {
  if (domains.length <= 1) return domains.join('');
  return `${domains.slice(0, -1).join(', ')} or ${domains.at(-1)}`;
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

/* Patient portal content (spec §3 Portal category and service, pharmacy link conditions; §5 Console rules) that the
   console form and the server both check. */

/** spec §5: category title at most 120 characters, service title 160, subtext 240. */
export const PORTAL_LIMITS = { categoryTitle: 120, serviceTitle: 160, serviceSubtext: 240, infoText: 2000 } as const;

export const PORTAL_SERVICE_TYPES = ['service', 'questionnaire'] as const;
export type PortalServiceType = (typeof PORTAL_SERVICE_TYPES)[number];

/** spec §3 Pharmacy link conditions, in the spec's order. */
export const PHARMACY_CONDITIONS = [
  'impetigo',
  'infected_insect_bites',
  'shingles',
  'sinusitis',
  'sore_throat',
  'uti',
  'contraception',
] as const;
export type PharmacyCondition = (typeof PHARMACY_CONDITIONS)[number];

export const PORTAL_MESSAGES = {
  /** spec §5, word for word. */
  categoryRequired: 'Enter category',
  categoryTooLong: `The category must be ${PORTAL_LIMITS.categoryTitle} characters or fewer.`,
  typeRequired: 'Choose the type of service.',
  titleRequired: 'Enter a title.',
  titleTooLong: `The title must be ${PORTAL_LIMITS.serviceTitle} characters or fewer.`,
  subtextTooLong: `The subtext must be ${PORTAL_LIMITS.serviceSubtext} characters or fewer.`,
  linkRequired: 'Enter the link to the service.',
  linkInvalid: 'Enter a valid link, starting with http:// or https://',
  infoRequired: 'Enter the service information.',
  infoTooLong: `The service information must be ${PORTAL_LIMITS.infoText} characters or fewer.`,
  conditionRequired: 'Choose at least one pharmacy condition.',
} as const;

/** spec §5: a valid URL with its protocol (http or https, and a host). */
export function isValidPortalUrl(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Field errors of a category title. */
export function categoryErrors(title: string): Partial<Record<'title', string>> {
  const trimmed = title.trim();
  if (!trimmed) return { title: PORTAL_MESSAGES.categoryRequired };
  if (trimmed.length > PORTAL_LIMITS.categoryTitle) return { title: PORTAL_MESSAGES.categoryTooLong };
  return {};
}

export type PortalServiceInput = {
  type: string;
  title: string;
  subtext: string;
  link: string;
  loggedInOnly: boolean;
  infoText: string;
};
type ServiceField = 'type' | 'title' | 'subtext' | 'link' | 'infoText';

/** Field errors of a service (a service needs its link; a questionnaire opens request creation instead). */
export function serviceErrors(input: PortalServiceInput): Partial<Record<ServiceField, string>> {
  const errors: Partial<Record<ServiceField, string>> = {};
  if (!(PORTAL_SERVICE_TYPES as readonly string[]).includes(input.type)) errors.type = PORTAL_MESSAGES.typeRequired;
  const title = input.title.trim();
  if (!title) errors.title = PORTAL_MESSAGES.titleRequired;
  else if (title.length > PORTAL_LIMITS.serviceTitle) errors.title = PORTAL_MESSAGES.titleTooLong;
  if (input.subtext.trim().length > PORTAL_LIMITS.serviceSubtext) errors.subtext = PORTAL_MESSAGES.subtextTooLong;
  const link = input.link.trim();
  if (link && !isValidPortalUrl(link)) errors.link = PORTAL_MESSAGES.linkInvalid;
  else if (!link && input.type === 'service') errors.link = PORTAL_MESSAGES.linkRequired;
  const info = input.infoText.trim();
  if (!info) errors.infoText = PORTAL_MESSAGES.infoRequired;
  else if (info.length > PORTAL_LIMITS.infoText) errors.infoText = PORTAL_MESSAGES.infoTooLong;
  return errors;
}

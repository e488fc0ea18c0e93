/* Message templates (spec §2 organisation-templates and personal-templates): the limits and the placeholders both
   the browser and the server apply. The spec gives no lengths for templates; these are ours. */

/** A template's name: required, up to 100 characters. */
export const TEMPLATE_NAME_MAX = 100;
/** A template's text: required, up to 1,000 characters (about six SMS fragments). */
export const TEMPLATE_TEXT_MAX = 1000;

/** The placeholders a template may hold, each filled in when the template is used. */
export const TEMPLATE_PLACEHOLDERS = ['patient first name', 'practice name', 'staff name'] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

export const TEMPLATE_MESSAGES = {
  nameRequired: 'Enter a template name.',
  nameTooLong: `The template name must be ${TEMPLATE_NAME_MAX} characters or fewer.`,
  nameTaken: 'A template with this name already exists.',
  textRequired: 'Enter the template text.',
  textTooLong: `The template text must be ${TEMPLATE_TEXT_MAX} characters or fewer.`,
  unknownPlaceholder: 'Use only the placeholders [patient first name], [practice name] and [staff name].',
} as const;

const BRACKETED = /\[([^\][]{1,40})\]/g;

/** The bracketed words in a text that are not one of the placeholders (compared without regard to case). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(TEMPLATE_PLACEHOLDERS);
  return [...text.matchAll(BRACKETED)]
    .map((m) => m[1]!.trim().toLowerCase())
    .filter((word) => /^[a-z ]+$/.test(word) && !known.has(word));
}

/** Field errors of a template's name and text (the server's and the form's one rule). */
export function templateErrors(input: { name: string; text: string }): Partial<Record<'name' | 'text', string>> {
  const errors: Partial<Record<'name' | 'text', string>> = {};
  const name = input.name.trim();
  if (!name) errors.name = TEMPLATE_MESSAGES.nameRequired;
  else if (name.length > TEMPLATE_NAME_MAX) errors.name = TEMPLATE_MESSAGES.nameTooLong;
  const text = input.text.trim();
  if (!text) errors.text = TEMPLATE_MESSAGES.textRequired;
  else if (text.length > TEMPLATE_TEXT_MAX) errors.text = TEMPLATE_MESSAGES.textTooLong;
  else if (unknownPlaceholders(text).length > 0) errors.text = TEMPLATE_MESSAGES.unknownPlaceholder;
  return errors;
}

export type TemplateValues = Partial<Record<TemplatePlaceholder, string | null | undefined>>;

/**
 * A template's text with its placeholders filled in (without regard to case). A placeholder with no value (no
 * patient chosen yet) is left as typed so the person sending sees what is still missing.
 */
export function fillTemplate(text: string, values: TemplateValues): string {
  return text.replace(BRACKETED, (whole, inner: string) => {
    const key = inner.trim().toLowerCase() as TemplatePlaceholder;
    if (!(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(key)) return whole;
    const value = values[key]?.trim();
    return value ? value : whole;
  });
}

/**
 * The text one recipient of an outbound message receives: the placeholders filled with that recipient's first name,
 * the practice's name and the sender's name. A bulk (CSV) send has one text for every row, so the server fills it
 * per recipient when it sends, and the composer previews it the same way.
 */
export function fillForRecipient(
  text: string,
  recipient: { forename?: string | null; practiceName?: string | null; staffName?: string | null },
): string {
  return fillTemplate(text, {
    'patient first name': recipient.forename?.trim().split(/\s+/)[0] || null,
    'practice name': recipient.practiceName,
    'staff name': recipient.staffName,
  });
}

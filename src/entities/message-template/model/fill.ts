import { fillTemplate, type TemplateValues } from '@contracts/rules/templates';

export { fillTemplate };
export type { TemplateValues };

/** The placeholder values a composer knows: the practice acted for, the staff member, the patient if chosen. */
export function templateValues(input: {
  patientFirstName?: string | null;
  practiceName?: string | null;
  staffForename?: string | null;
  staffSurname?: string | null;
}): TemplateValues {
  return {
    'patient first name': input.patientFirstName ?? null,
    'practice name': input.practiceName ?? null,
    'staff name': `${input.staffForename ?? ''} ${input.staffSurname ?? ''}`.trim() || null,
  };
}

/** Text with a template inserted: after what is already there, as its own paragraph. */
export function appendTemplate(current: string, filled: string): string {
  const before = current.replace(/\s+$/, '');
  return before ? `${before}\n\n${filled}` : filled;
}

/** The first name of a patient's full name as the request holds it ("Eleanor Whitfield" gives "Eleanor"). */
export function firstNameOf(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

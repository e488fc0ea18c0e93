import { z } from 'zod';
import { isValidMobile, normaliseMobile } from '@contracts/rules/identifiers';

/** spec §5: forename and surname required. */
export const detailsSchema = z.object({
  forename: z.string().trim().min(1, 'Enter your first name').max(100, 'First name must be 100 characters or fewer'),
  surname: z.string().trim().min(1, 'Enter your last name').max(100, 'Last name must be 100 characters or fewer'),
});
export type DetailsForm = z.infer<typeof detailsSchema>;

export const INACTIVITY_OPTIONS = [15, 30, 60, 120, 240, 0] as const;

export const settingsSchema = z.object({
  mobileNumber: z
    .string()
    // the one UK mobile rule (schema/rules), sent as 07…, the form the server stores
    .transform((value) => (value.trim() === '' ? '' : (normaliseMobile(value) ?? value)))
    .refine((value) => value === '' || isValidMobile(value), 'Enter a UK mobile number, like 07700 900123'),
  inactivityTimeout: z.enum(INACTIVITY_OPTIONS.map(String) as [string, ...string[]]),
});
export type SettingsForm = z.input<typeof settingsSchema>;

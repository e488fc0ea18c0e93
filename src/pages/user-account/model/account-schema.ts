import { z } from 'zod';

/** spec §5: forename and surname required. */
export const detailsSchema = z.object({
  forename: z.string().trim().min(1, 'Enter your first name').max(100, 'First name must be 100 characters or fewer'),
  surname: z.string().trim().min(1, 'Enter your last name').max(100, 'Last name must be 100 characters or fewer'),
});
export type DetailsForm = z.infer<typeof detailsSchema>;

/** UK mobile numbers as the server accepts them (07… or +447…), spaces allowed while typing. */
export const MOBILE_PATTERN = /^(\+447|07)\d{9}$/;

export const INACTIVITY_OPTIONS = [15, 30, 60, 120, 240, 0] as const;

export const settingsSchema = z.object({
  mobileNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => value === '' || MOBILE_PATTERN.test(value), 'Enter a UK mobile number, like 07700 900123'),
  inactivityTimeout: z.enum(INACTIVITY_OPTIONS.map(String) as [string, ...string[]]),
});
export type SettingsForm = z.input<typeof settingsSchema>;

import { z } from 'zod';
import { mobileArrivalSettingsErrors, type MobileArrivalSettingsInput } from '@contracts/rules/mobile-arrival';
import { t, type MessageKey } from '@/shared/i18n';
import type { MobileArrivalSettings } from '../api/mobile-arrival';

const location = z.object({
  appointmentLocation: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  distanceMetres: z.string(),
});

export type LocationForm = z.infer<typeof location>;

/** A number typed in a field; null when empty or not a number (the shared rules then say what is wrong). */
const numberOf = (value: string) => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The form's values as the API takes them. */
export function toInput(form: MobileArrivalForm): MobileArrivalSettingsInput {
  return {
    enabled: form.enabled,
    infoMessage: form.infoMessage.trim() || null,
    locations: form.locations.map((l) => ({
      appointmentLocation: l.appointmentLocation.trim() || null,
      latitude: numberOf(l.latitude),
      longitude: numberOf(l.longitude),
      distanceMetres: numberOf(l.distanceMetres),
    })),
  };
}

/** spec §5 Mobile arrival: the same rules as the server (schema/rules/mobile-arrival.ts), on the same field names. */
export const mobileArrivalSchema = z
  .object({ enabled: z.boolean(), infoMessage: z.string(), locations: z.array(location) })
  .superRefine((form, ctx) => {
    const input = toInput(form);
    // a number typed with letters: not a number at all
    input.locations = input.locations.map((l) => ({
      ...l,
      latitude: Number.isNaN(l.latitude) ? null : l.latitude,
      longitude: Number.isNaN(l.longitude) ? null : l.longitude,
      distanceMetres: Number.isNaN(l.distanceMetres) ? 0.5 : l.distanceMetres,
    }));
    for (const [field, key] of Object.entries(mobileArrivalSettingsErrors(input))) {
      ctx.addIssue({
        code: 'custom',
        path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: t(`console.mobileArrival.error.${key}` as MessageKey),
      });
    }
  });

export type MobileArrivalForm = z.infer<typeof mobileArrivalSchema>;

export const EMPTY_LOCATION: LocationForm = {
  appointmentLocation: '',
  latitude: '',
  longitude: '',
  distanceMetres: '',
};
export const EMPTY_FORM: MobileArrivalForm = { enabled: false, infoMessage: '', locations: [] };

/** What the server holds, as the form shows it. */
export function toForm(settings: MobileArrivalSettings): MobileArrivalForm {
  return {
    enabled: settings.enabled,
    infoMessage: settings.infoMessage ?? '',
    locations: settings.locations.map((l) => ({
      appointmentLocation: l.appointmentLocation ?? '',
      latitude: String(l.latitude),
      longitude: String(l.longitude),
      distanceMetres: String(l.distanceMetres),
    })),
  };
}

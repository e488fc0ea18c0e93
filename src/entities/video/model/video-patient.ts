import { z } from 'zod';
import { isValidNhsNumber, normaliseMobile, normaliseNhsNumber } from '@contracts/rules/identifiers';

export { isValidNhsNumber, normaliseMobile };

/** The patient a clinician starts a video consultation with. */
export type VideoPatient = {
  forename: string;
  surname: string;
  nhsNumber: string;
  dateOfBirth: string | null;
  mobileNumbers: string[];
  /** The request the consultation was started from, if any. */
  messageId: number | null;
};

/** spec §5: a valid mobile number and an NHS number are required for video. Messages are keys of the catalogue. */
export const startVideoSchema = z.object({
  nhsNumber: z
    .string()
    .trim()
    .min(1, 'video.validation.nhsRequired')
    .refine(isValidNhsNumber, 'video.validation.nhsInvalid'),
  mobile: z
    .string()
    .trim()
    .min(1, 'video.validation.mobileRequired')
    .refine((v) => normaliseMobile(v) !== null, 'video.validation.mobileInvalid'),
});
export type StartVideoInput = z.infer<typeof startVideoSchema>;

type Source = { get(name: string): string | null; getAll(name: string): string[] };

/**
 * The patient from the /start-video query (nhs_number, forename, surname, mobile (repeatable), date_of_birth,
 * message_id), else from the stored current patient of the desktop integration (spec §3 Desktop patient:
 * NHS, Forename, Surname, DOB, MobileTelephone.Number). Null when neither names a patient.
 */
export function videoPatientFrom(query: Source, stored: unknown, handedOver: unknown = null): VideoPatient | null {
  // ?patient=<ref>: the patient handed over in storage by a Start video button (no patient details in the URL)
  const ref = query.get('patient');
  if (ref && typeof handedOver === 'object' && handedOver !== null && (handedOver as { ref?: unknown }).ref === ref) {
    const fromStorage = videoPatientFrom(new URLSearchParams(), handedOver);
    const numbers = (handedOver as { MobileNumbers?: unknown }).MobileNumbers;
    const messageId = Number(query.get('message_id'));
    if (fromStorage) {
      return {
        ...fromStorage,
        mobileNumbers: Array.isArray(numbers)
          ? numbers.filter((n): n is string => typeof n === 'string' && n !== '')
          : fromStorage.mobileNumbers,
        messageId: Number.isSafeInteger(messageId) && messageId > 0 ? messageId : null,
      };
    }
  }
  const nhs = query.get('nhs_number');
  if (nhs) {
    const messageId = Number(query.get('message_id'));
    return {
      forename: query.get('forename') ?? '',
      surname: query.get('surname') ?? '',
      nhsNumber: normaliseNhsNumber(nhs),
      dateOfBirth: query.get('date_of_birth'),
      mobileNumbers: query.getAll('mobile').filter(Boolean),
      messageId: Number.isSafeInteger(messageId) && messageId > 0 ? messageId : null,
    };
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const patient = stored as Record<string, unknown>;
  const nhsNumber = typeof patient.NHS === 'string' ? normaliseNhsNumber(patient.NHS) : '';
  if (!nhsNumber) return null;
  const mobile = (patient.MobileTelephone as { Number?: unknown } | undefined)?.Number;
  return {
    forename: typeof patient.Forename === 'string' ? patient.Forename : '',
    surname: typeof patient.Surname === 'string' ? patient.Surname : '',
    nhsNumber,
    dateOfBirth: typeof patient.DOB === 'string' ? patient.DOB : null,
    mobileNumbers: typeof mobile === 'string' && mobile ? [mobile] : [],
    messageId: null,
  };
}

/** "m:ss", or "h:mm:ss" from an hour, for a call's duration. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

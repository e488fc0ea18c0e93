import { t } from '@/shared/i18n';

/** spec §8: non-text errors from the host. */
export const UNKNOWN_CLINICAL_ERROR = 'Unknown error from Clinical System';

/** spec §8: current-patient errors the clinical systems give when no patient is open. */
export const NO_ACTIVE_PATIENT_ERRORS = [
  'API Error - No active patient or not logged on',
  'API Error - No patient selected in EMIS Web',
  'API Error - No active patient or Vision not running',
] as const;

/**
 * A host call failed; its message is the host's error as text (spec §8: rethrown as text), or 'Unknown error from
 * Clinical System' when the host rejected with something that is not text (hostText null).
 */
export class HostCallError extends Error {
  constructor(
    readonly method: string,
    readonly hostText: string | null,
  ) {
    super(hostText ?? UNKNOWN_CLINICAL_ERROR);
    this.name = 'HostCallError';
  }
}

/** The text of an error from the host: a string, an Error's message or an object's string message; else null. */
export function hostErrorMessage(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (error instanceof HostCallError) return error.hostText;
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return null;
}

/**
 * The text to show for a host error (spec §8): what follows the last '--->' marker, then what follows
 * 'Exception:'; non-text errors give 'Unknown error from Clinical System'; the known no-active-patient errors
 * become the localized no-active-patient message.
 */
export function hostErrorText(error: unknown): string {
  let text = hostErrorMessage(error);
  if (text === null) return UNKNOWN_CLINICAL_ERROR;
  const arrow = text.lastIndexOf('--->');
  if (arrow >= 0) text = text.slice(arrow + 4);
  const exception = text.lastIndexOf('Exception:');
  if (exception >= 0) text = text.slice(exception + 'Exception:'.length);
  text = text.trim();
  if (!text) return UNKNOWN_CLINICAL_ERROR;
  if ((NO_ACTIVE_PATIENT_ERRORS as readonly string[]).includes(text)) return t('desktop.errors.noActivePatient');
  return text;
}

/** spec §8: an outbound failure is flagged nhs_invalid for these messages. */
export function isNhsInvalid(message: string): boolean {
  return message.includes('No Patient found for NHSNumber') || message === 'Not found';
}

/** spec §8: Vision REST outside the desktop cannot reach the clinical system; the localized message. */
export function visionRestError(): string {
  return t('desktop.errors.visionRest');
}

/** The test-variant clinical system's limits and messages (spec §5 Attach, §8, §9). */

/** spec §9: SystmOne download limit 1.5MB. */
export const SYSTMONE_FILE_LIMIT_BYTES = 1.5 * 1024 * 1024;

/** The most characters of text one record takes; longer text must go as a PDF (spec §5). */
export const SELECTED_TEXT_LIMIT = 10_000;

export const CLINICAL_MESSAGES = {
  noDefaultStaff: 'No default staff found',
  patientNotFound: (nhsNumber: string) => `No Patient found for NHSNumber ${nhsNumber}`,
  textLimit: (limit: number) =>
    `Too much selected text for the clinical system (the limit is ${limit} characters). Attach it as a PDF instead.`,
  systmOneFileLimit: (name: string) => `${name} is larger than the SystmOne limit of 1.5MB`,
  attachedBy: (forename: string, surname: string) => `Attached to clinical by ${forename} ${surname}`,
  unknownAttachStaff: "That member of staff is not on the clinical system's staff list. Choose someone from the list.",
} as const;

/**
 * The clinical system's errors come back the way the IM1 interface reports them: an outer exception wrapping an
 * inner one with '--->' (the client shows only the inner text, spec §8).
 */
export function clinicalSystemError(message: string): string {
  return `Carebridge.Clinical.AttachException: The record could not be attached ---> System.Exception: ${message}`;
}

/**
 * spec §5: a date at 23:00 UTC (a UK midnight sent as UTC) is read as Europe/Berlin time, so the record keeps the
 * calendar day the user meant. Other dates are kept as they are.
 */
export function attachDate(value: string | null | undefined, now: Date): Date {
  if (!value) return now;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return now;
  if (date.getUTCHours() !== 23 || date.getUTCMinutes() !== 0) return date;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return new Date(
    Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  );
}

/** Bytes in a base64 string without decoding it. */
export function base64Size(content: string): number {
  const clean = content.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

import { storage } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { openPopup } from '../lib/popup';

export type StartVideoPatient = {
  forename: string;
  surname: string;
  nhsNumber: string | null;
  dateOfBirth?: string | null;
  mobileNumbers: string[];
  messageId?: number | null;
};

/**
 * The /start-video link for a patient. Patient details never travel in a URL (browser history, server logs): the
 * patient is handed over in storage (selected_patient, in the desktop host's patient shape) under an opaque
 * reference, and the link carries only that reference (and the request's id).
 */
export function startVideoHref(patient: StartVideoPatient): string {
  const ref = crypto.randomUUID();
  storage.set('selected_patient', {
    ref,
    NHS: patient.nhsNumber?.replace(/\s+/g, '') ?? '',
    Forename: patient.forename,
    Surname: patient.surname,
    DOB: patient.dateOfBirth ?? null,
    MobileTelephone: { Number: patient.mobileNumbers[0] ?? '' },
    MobileNumbers: patient.mobileNumbers,
  });
  const query = new URLSearchParams({ patient: ref });
  if (patient.messageId) query.set('message_id', String(patient.messageId));
  return `${paths.startVideo()}?${query.toString()}`;
}

/**
 * Starts a video consultation with a patient: opens /start-video in the call-patient pop-up (spec §2, 400x600),
 * or in this window when pop-ups are blocked. Needs the patient's NHS number (spec §5).
 */
export function StartVideoButton({
  patient,
  label,
  accessibleName,
  size,
}: {
  patient: StartVideoPatient;
  /** The button's text, 'Start video consultation' unless told. */
  label?: string;
  /** Names the patient where several buttons share a page (a list of search results). */
  accessibleName?: string;
  size?: 'sm';
}) {
  if (!patient.nhsNumber) {
    return (
      <p className="text-sm text-muted-foreground" data-testid="start-video-unavailable">
        {t('video.request.needsNhs')}
      </p>
    );
  }
  return (
    <Button
      variant="secondary"
      size={size}
      aria-label={accessibleName}
      onClick={() => {
        const href = startVideoHref(patient);
        if (!openPopup(href, 'callPatient', 'carebridge-video-start')) window.location.assign(href);
      }}
    >
      {label ?? t('video.request.start')}
    </Button>
  );
}

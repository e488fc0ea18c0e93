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

/** The /start-video link for a patient: the patient travels in the query (no copy of clinical data is kept). */
export function startVideoHref(patient: StartVideoPatient): string {
  const query = new URLSearchParams();
  if (patient.nhsNumber) query.set('nhs_number', patient.nhsNumber.replace(/\s+/g, ''));
  query.set('forename', patient.forename);
  query.set('surname', patient.surname);
  if (patient.dateOfBirth) query.set('date_of_birth', patient.dateOfBirth);
  for (const mobile of patient.mobileNumbers) query.append('mobile', mobile);
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
  const href = startVideoHref(patient);
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
        if (!openPopup(href, 'callPatient', 'carebridge-video-start')) window.location.assign(href);
      }}
    >
      {label ?? t('video.request.start')}
    </Button>
  );
}

import { formatBirthDate, formatNhs } from '@/entities/patient';
import { formatDuration, type AdhocVideo } from '@/entities/video';
import { StartVideoButton } from '@/features/video-call';
import { t } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { Badge } from '@/shared/ui';
import {
  ATTACH_LABELS,
  consultationState,
  patientNeverJoined,
  STATE_LABELS,
  type ConsultationState,
} from '../model/consultation-state';

type Details = NonNullable<AdhocVideo['patient_details']>;

const STATE_VARIANTS: Record<ConsultationState, 'secondary' | 'warning' | 'success' | 'outline'> = {
  waiting: 'outline',
  clinicianReady: 'secondary',
  patientReady: 'warning',
  completed: 'success',
};

function patientName(details: Details): string {
  const name = [details.forename, details.surname].filter(Boolean).join(' ');
  return name || t('videoList.unnamed');
}

/** One page of video consultations: patient, when, clinician, state, attach state, and a new call for the patient. */
export function VideoConsultationList({ items }: { items: AdhocVideo[] }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={t('videoList.listLabel')}>
      {items.map((video) => {
        const state = consultationState(video);
        const details: Details = video.patient_details ?? {};
        const name = patientName(details);
        return (
          <li
            key={video.id}
            data-testid="video-consultation"
            data-video-id={video.id}
            data-state={state}
            className="flex flex-wrap items-start justify-between gap-3 rounded-md border-2 border-border p-3"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="sr-only">{t('videoList.patient')}</dt>
              <dd className="col-span-2 font-semibold">
                {name}
                {' · '}
                {t('videoList.nhs', { nhs: formatNhs(video.patient_nhs_number) })}
                {details.date_of_birth
                  ? ` · ${t('videoList.born', { date: formatBirthDate(details.date_of_birth) })}`
                  : ''}
              </dd>
              <dt className="text-muted-foreground">{t('videoList.when')}</dt>
              <dd>
                <time dateTime={video.appointment_dt}>{formatDateTime(video.appointment_dt)}</time>
              </dd>
              <dt className="text-muted-foreground">{t('videoList.clinician')}</dt>
              <dd>{video.clinician_name ?? t('videoList.noClinician')}</dd>
              <dt className="text-muted-foreground">{t('videoList.state')}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <Badge variant={STATE_VARIANTS[state]}>{t(STATE_LABELS[state])}</Badge>
                {patientNeverJoined(video) && <span>{t('videoList.neverJoined')}</span>}
                {video.completed && !!video.duration_seconds && (
                  <span>{t('videoList.duration', { duration: formatDuration(video.duration_seconds) })}</span>
                )}
              </dd>
              <dt className="text-muted-foreground">{t('videoList.attach')}</dt>
              <dd>{t(ATTACH_LABELS[video.attach_state ?? 'none'])}</dd>
            </dl>
            <StartVideoButton
              size="sm"
              label={t('videoList.startNew')}
              accessibleName={`${t('videoList.startNew')}: ${name}`}
              patient={{
                forename: details.forename ?? '',
                surname: details.surname ?? '',
                nhsNumber: video.patient_nhs_number,
                dateOfBirth: details.date_of_birth ?? null,
                mobileNumbers: details.mobile_numbers ?? [],
              }}
            />
          </li>
        );
      })}
    </ul>
  );
}

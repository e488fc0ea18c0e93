import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDuration, startAdhocVideo, VIDEO_TASK_POLL_MS, videoQueries, type AdhocVideo } from '@/entities/video';
import { openPopup, useCompleteEndedVideoCalls } from '@/features/video-call';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { useStoredValue } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, Button, Card, CardContent, EmptyState, ErrorState, Skeleton } from '@/shared/ui';

/** Where the appointment is, in the clinician's words. */
export function callStatus(appointment: AdhocVideo, now: number): string {
  if (appointment.completed) {
    return t('video.call.statusCompleted', { duration: formatDuration(appointment.duration_seconds ?? 0) });
  }
  if (appointment.ended_dt) {
    return t('video.call.statusEnded', { duration: formatDuration(appointment.duration_seconds ?? 0) });
  }
  if (appointment.expires_dt && Date.parse(appointment.expires_dt) <= now) return t('video.call.statusExpired');
  if (appointment.patient_ready_dt) return t('video.call.statusPatientReady');
  if (appointment.clinician_ready_dt) return t('video.call.statusWaiting');
  return t('video.call.statusNotStarted');
}

function guestLinkOf(appointment: AdhocVideo): string {
  return `${window.location.origin}${paths.videoChat({ uid: appointment.uid, type: 'adhoc' })}`;
}

function CallPatient({ appointment, now }: { appointment: AdhocVideo; now: number }) {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const [completeError, setCompleteError] = useState<unknown>(null);
  const windowOpen = useStoredValue('video_window_open') === true;
  useCompleteEndedVideoCalls(useCallback((error: unknown) => setCompleteError(error), []));
  const start = useMutation({
    mutationFn: () => startAdhocVideo(appointment.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoQueries.detail(appointment.id).queryKey }),
  });
  const started = appointment.clinician_ready_dt !== null && appointment.clinician_ready_dt !== undefined;
  const over = appointment.completed || !!appointment.ended_dt;
  const expired = !!appointment.expires_dt && Date.parse(appointment.expires_dt) <= now;
  const sentTo = start.data?.patientDetails.mobileNumbers[0] ?? appointment.patient_details?.mobile_numbers?.[0];
  const joinCall = () => {
    const path = paths.videoChat({ id: appointment.id });
    if (!openPopup(path, 'video', `carebridge-video-${appointment.id}`)) window.location.assign(path);
  };
  const link = guestLinkOf(appointment);
  const name = [appointment.patient_details?.forename, appointment.patient_details?.surname].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl leading-tight font-bold">{t('video.call.title')}</h1>
      {name && <p className="text-lg">{name}</p>}
      <p role="status" data-testid="video-call-status">
        <span className="font-semibold">{t('video.call.status')}: </span>
        {callStatus(appointment, now)}
      </p>
      {!started && !over && !expired && (
        <Button onClick={() => start.mutate()} disabled={start.isPending} aria-busy={start.isPending || undefined}>
          {start.isPending ? t('video.call.sending') : t('video.call.send')}
        </Button>
      )}
      {start.isError && (
        <Alert severity="error">
          <AlertDescription>{t('video.call.failed', { message: errorMessage(start.error) })}</AlertDescription>
        </Alert>
      )}
      {started && (
        <section aria-labelledby="joining-details" className="flex flex-col gap-3">
          <h2 id="joining-details" className="text-lg font-semibold">
            {t('video.call.details')}
          </h2>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t('video.call.sentTo')}</dt>
            <dd>{sentTo ?? '–'}</dd>
            <dt className="font-semibold">{t('video.call.room')}</dt>
            <dd>{appointment.room}</dd>
            <dt className="font-semibold">{t('video.call.link')}</dt>
            <dd className="break-all" data-testid="guest-link">
              {link}
            </dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            {!over && !expired && (
              <Button onClick={joinCall}>{windowOpen ? t('video.call.rejoin') : t('video.call.join')}</Button>
            )}
            <Button
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(link).then(() => setCopied(true));
              }}
            >
              {copied ? t('video.call.copied') : t('video.call.copy')}
            </Button>
          </div>
          {windowOpen && !over && <p>{t('video.call.windowOpen')}</p>}
        </section>
      )}
      {completeError !== null && (
        <Alert severity="error">
          <AlertDescription>
            {t('video.call.completeFailed', { message: errorMessage(completeError) })}
          </AlertDescription>
        </Alert>
      )}
    </div>
  );
}

/**
 * /call-patient?id={appointment} (pop-up 400x600): sends the invitation, shows the joining details, opens the
 * video window (510x500) and follows the appointment with the 1000 ms video task poll (spec §9). Calls ended in
 * the video window are completed from here (spec §4 video_calls_that_have_ended).
 */
export function CallPatientPage() {
  const [query] = useSearchParams();
  const id = Number(query.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const appointment = useQuery({
    ...videoQueries.detail(id),
    enabled: valid,
    refetchInterval: (q) => (q.state.data?.completed ? false : VIDEO_TASK_POLL_MS),
  });
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <title>{`${t('video.call.title')} – ${t('app.name')}`}</title>
        {!valid || (appointment.isSuccess && appointment.data === null) ? (
          <>
            <h1 className="text-2xl font-bold">{t('video.call.title')}</h1>
            <EmptyState title={t('video.error.missedAppointment.title')} />
          </>
        ) : appointment.isPending ? (
          <Skeleton className="h-40 w-full" aria-label={t('video.chat.loading')} />
        ) : appointment.isError && !appointment.data ? (
          <>
            <h1 className="text-2xl font-bold">{t('video.call.title')}</h1>
            <ErrorState
              message={t('video.chat.loadFailed', { message: errorMessage(appointment.error) })}
              onRetry={() => void appointment.refetch()}
            />
          </>
        ) : (
          <CallPatient appointment={appointment.data!} now={appointment.dataUpdatedAt} />
        )}
      </CardContent>
    </Card>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDuration, updateAdhocVideo, videoQueries, type AdhocVideo } from '@/entities/video';
import {
  completeEndedVideoCalls,
  recordEndedVideoCall,
  useVideoCall,
  useVideoWindowOpen,
  VideoCallView,
} from '@/features/video-call';
import { errorMessage } from '@/shared/api';
import { getAccessToken } from '@/shared/auth';
import { closeWindow } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Button, EmptyState, ErrorState, Skeleton } from '@/shared/ui';

function ClinicianCall({ appointment }: { appointment: AdhocVideo }) {
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState(false);
  const [endError, setEndError] = useState<unknown>(null);
  const over = appointment.completed;
  const call = useVideoCall(
    over
      ? null
      : {
          room: appointment.room,
          roomKey: appointment.room_key,
          getToken: getAccessToken,
          iceServers: appointment.ice_servers ?? [],
        },
  );

  const endCall = async () => {
    setEnding(true);
    setEndError(null);
    try {
      // the duration is noted on the server; then the call is handed over for completing (spec §4)
      await updateAdhocVideo(appointment.id, { ended: true });
      recordEndedVideoCall(appointment.id);
      await completeEndedVideoCalls();
      await queryClient.invalidateQueries({ queryKey: videoQueries.detail(appointment.id).queryKey });
    } catch (error) {
      setEndError(error);
    } finally {
      setEnding(false);
    }
  };

  if (over) {
    return (
      <div className="flex flex-col gap-3" data-call-state="ended">
        <p role="status" className="font-semibold">
          {t('video.chat.endedDuration', { duration: formatDuration(appointment.duration_seconds ?? 0) })}
        </p>
        <Button variant="outline" onClick={closeWindow}>
          {t('video.chat.close')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <VideoCallView
        phase={call.phase}
        participant="clinician"
        localStream={call.localStream}
        remoteStream={call.remoteStream}
        onRejoin={call.rejoin}
        actions={
          <>
            {call.phase.phase !== 'ended' && (
              <Button
                variant="destructive"
                onClick={() => void endCall()}
                disabled={ending}
                aria-busy={ending || undefined}
              >
                {ending ? t('video.chat.ending') : t('video.chat.end')}
              </Button>
            )}
            {(call.phase.phase === 'idle' || call.phase.phase === 'waiting') && (
              <Button variant="outline" onClick={call.rejoin}>
                {t('video.chat.rejoin')}
              </Button>
            )}
          </>
        }
      />
      {endError !== null && (
        <Alert severity="error">
          <AlertDescription>{t('video.chat.endFailed', { message: errorMessage(endError) })}</AlertDescription>
        </Alert>
      )}
    </div>
  );
}

/** The clinician's video window (/video-chat?id=…, pop-up 510x500): joins the call, ends it, notes its duration. */
export function ClinicianVideoChat({ id }: { id: number }) {
  useVideoWindowOpen();
  const valid = Number.isSafeInteger(id) && id > 0;
  const appointment = useQuery({ ...videoQueries.detail(id), enabled: valid });
  const name = [appointment.data?.patient_details?.forename, appointment.data?.patient_details?.surname]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('video.chat.title')} – ${t('app.name')}`}</title>
      <h1 className="text-2xl leading-tight font-bold">
        {t('video.chat.title')}
        {name ? `: ${name}` : ''}
      </h1>
      {!valid || (appointment.isSuccess && appointment.data === null) ? (
        <EmptyState title={t('video.error.missedAppointment.title')} />
      ) : appointment.isPending ? (
        <Skeleton className="h-64 w-full" aria-label={t('video.chat.loading')} />
      ) : appointment.isError ? (
        <ErrorState
          message={t('video.chat.loadFailed', { message: errorMessage(appointment.error) })}
          onRetry={() => void appointment.refetch()}
        />
      ) : (
        <ClinicianCall appointment={appointment.data!} />
      )}
    </div>
  );
}

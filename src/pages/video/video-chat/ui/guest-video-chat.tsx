import { useQuery } from '@tanstack/react-query';
import { videoQueries, type GuestVideoChat as GuestVideo, type VideoErrorKind } from '@/entities/video';
import { useVideoCall, VideoCallView, VideoErrorPanel } from '@/features/video-call';
import { RestError } from '@/shared/api';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, Skeleton } from '@/shared/ui';
import { GuestEmailForm } from './guest-email-form';

function GuestCall({
  appointment,
  uid,
}: {
  appointment: GuestVideo & { room: string; room_key: string };
  uid: string;
}) {
  const call = useVideoCall({
    room: appointment.room,
    roomKey: appointment.room_key,
    uid,
    iceServers: appointment.ice_servers ?? [],
  });
  return (
    <VideoCallView
      phase={call.phase}
      participant="guest"
      localStream={call.localStream}
      remoteStream={call.remoteStream}
      onRejoin={call.rejoin}
    />
  );
}

/** The practice's refusal when it does not allow guest use (its client settings), in the server's words. */
function guestRefusal(error: unknown): string | null {
  if (error instanceof RestError && error.status === 403 && error.problem?.code === 'GUEST_USE_DISABLED') {
    return error.problem.message ?? t('video.guest.notAllowed');
  }
  return null;
}

/** Why the link cannot be used: gone, expired or completed is a missed appointment; anything else a difficulty. */
function lookupErrorKind(error: unknown): VideoErrorKind {
  if (error instanceof RestError && error.status === 410) return 'missedAppointment';
  if (error instanceof TypeError) return 'noNetwork';
  return 'technicalDifficulty';
}

/**
 * The patient's guest route (/video-chat?uid=…&type=adhoc, no sign-in, no staff chrome): looks the link up, checks
 * the camera and microphone, waits for the clinician and joins.
 */
export function GuestVideoChat({ uid, type }: { uid: string; type: 'adhoc' | 'appointment' }) {
  const appointment = useQuery(videoQueries.guest(uid, type));
  const data = appointment.data;
  return (
    <div className="flex flex-col gap-4">
      <title>{`${t('video.chat.title')} – ${t('app.name')} Consult`}</title>
      <h1 className="text-2xl leading-tight font-bold">
        {data ? t('video.chat.guestTitle', { name: data.display_name }) : t('video.chat.title')}
      </h1>
      {appointment.isPending ? (
        <Skeleton className="h-64 w-full" aria-label={t('video.chat.loading')} />
      ) : appointment.isError && guestRefusal(appointment.error) ? (
        <Alert severity="warning">
          <AlertDescription>{guestRefusal(appointment.error)}</AlertDescription>
        </Alert>
      ) : appointment.isError ? (
        <VideoErrorPanel kind={lookupErrorKind(appointment.error)} onRetry={() => void appointment.refetch()} />
      ) : !data || data.completed ? (
        <VideoErrorPanel kind="missedAppointment" />
      ) : data.room === null || data.room_key === null ? (
        <GuestEmailForm uid={uid} type={type} />
      ) : (
        <GuestCall appointment={{ ...data, room: data.room, room_key: data.room_key }} uid={uid} />
      )}
    </div>
  );
}

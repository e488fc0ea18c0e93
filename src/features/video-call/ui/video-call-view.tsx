import { useEffect, useRef, useState, type ReactNode } from 'react';
import { formatDuration } from '@/entities/video';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import type { CallPhase } from '../model/call-session';
import { VideoErrorPanel } from './video-error-panel';

function StreamVideo({
  stream,
  muted,
  label,
  className,
  testId,
}: {
  stream: MediaStream | null;
  muted: boolean;
  label: string;
  className: string;
  testId: string;
}) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = element.current;
    if (!video) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    // a live call between two people: there is no caption track to give (the people speak to each other)
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={element}
      data-testid={testId}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className={className}
    />
  );
}

function statusText(phase: CallPhase, participant: 'clinician' | 'guest'): string | null {
  switch (phase.phase) {
    case 'idle':
    case 'checking-devices':
      return t('video.chat.checking');
    case 'joining':
      return t('video.chat.joining');
    case 'waiting':
      return participant === 'clinician' ? t('video.chat.waitingForPatient') : t('video.chat.waitingForClinician');
    case 'connecting':
      return t('video.chat.connecting');
    case 'connected':
      return t('video.chat.connected');
    case 'ended':
      return phase.durationSeconds
        ? t('video.chat.endedDuration', { duration: formatDuration(phase.durationSeconds) })
        : t('video.chat.ended');
    default:
      return null;
  }
}

/** Mute and camera toggles for the local stream. */
function DeviceToggles({ stream }: { stream: MediaStream }) {
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const toggle = (kind: 'audio' | 'video', on: boolean) => {
    for (const track of kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()) track.enabled = on;
  };
  return (
    <>
      <Button
        variant="outline"
        aria-pressed={!micOn}
        onClick={() => {
          toggle('audio', !micOn);
          setMicOn(!micOn);
        }}
      >
        {micOn ? t('video.chat.mute') : t('video.chat.unmute')}
      </Button>
      <Button
        variant="outline"
        aria-pressed={!cameraOn}
        onClick={() => {
          toggle('video', !cameraOn);
          setCameraOn(!cameraOn);
        }}
      >
        {cameraOn ? t('video.chat.cameraOff') : t('video.chat.cameraOn')}
      </Button>
    </>
  );
}

/**
 * The call as either participant sees it: the other person large, their own camera small, the state of the call
 * (spoken by screen readers as it changes), the §8 error when there is one, and the actions the state allows.
 */
export function VideoCallView({
  phase,
  participant,
  localStream,
  remoteStream,
  onRejoin,
  actions,
}: {
  phase: CallPhase;
  participant: 'clinician' | 'guest';
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  onRejoin?: () => void;
  /** Extra actions, e.g. the clinician's end call. */
  actions?: ReactNode;
}) {
  const status = statusText(phase, participant);
  const busy = ['idle', 'checking-devices', 'joining', 'connecting'].includes(phase.phase);
  const inCall = phase.phase !== 'error' && phase.phase !== 'ended';
  return (
    <section data-call-state={phase.phase} aria-label={t('video.chat.title')} className="flex flex-col gap-3">
      {phase.phase === 'error' ? (
        <VideoErrorPanel kind={phase.kind} onRetry={onRejoin} />
      ) : (
        <p role="status" className="flex items-center gap-2 font-semibold">
          {busy && (
            <span
              aria-hidden="true"
              className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {status}
        </p>
      )}
      {inCall && (
        <div className="relative aspect-video w-full overflow-hidden rounded-md bg-foreground">
          <StreamVideo
            stream={remoteStream}
            muted={false}
            label={t('video.chat.other')}
            testId="remote-video"
            className="size-full object-cover"
          />
          <StreamVideo
            stream={localStream}
            muted
            label={t('video.chat.you')}
            testId="local-video"
            className="absolute right-2 bottom-2 w-1/3 rounded-sm border-2 border-background object-cover"
          />
        </div>
      )}
      {/* in the 510 px video pop-up (spec §2) End call stays in view (issue 23 item 20) */}
      <div className="sticky bottom-0 flex flex-wrap gap-2 bg-background py-2">
        {inCall && localStream && <DeviceToggles stream={localStream} />}
        {actions}
      </div>
    </section>
  );
}

import type { VideoErrorKind } from '@/entities/video';
import { t } from '@/shared/i18n';
import { ErrorState } from '@/shared/ui';

/** One error of spec §8 Video, in words the person can act on, with a retry when one could help. */
export function VideoErrorPanel({ kind, onRetry }: { kind: VideoErrorKind; onRetry?: (() => void) | undefined }) {
  // a missed appointment cannot be retried: the link is over
  const retry = kind === 'missedAppointment' ? undefined : onRetry;
  return (
    <ErrorState
      data-video-error={kind}
      title={t(`video.error.${kind}.title`)}
      message={t(`video.error.${kind}.body`)}
      retryLabel={t('video.error.retry')}
      {...(retry ? { onRetry: retry } : {})}
    />
  );
}

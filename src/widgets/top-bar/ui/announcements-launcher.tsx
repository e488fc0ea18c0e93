import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  ErrorState,
  Skeleton,
} from '@/shared/ui';
import { announcementQueries } from '../api/announcements';

function MegaphoneIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
      <path d="M15.5 8.5a5 5 0 0 1 0 7" />
      <path d="M18.5 5.5a9 9 0 0 1 0 13" />
    </svg>
  );
}

/**
 * The announcements launcher of the top bar (spec §2): shown only when the deployment configured an announcements
 * source (ANNOUNCEMENTS_FEED_URL); opens the feed's items, newest first.
 */
export function AnnouncementsLauncher() {
  const feed = useQuery(announcementQueries.feed());
  const [open, setOpen] = useState(false);
  // no source configured (null), or not known yet: no launcher at all; a failing source still offers it, with the error
  if (feed.data === null || (feed.isPending && !feed.isError)) return null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="sm"
        className="text-white"
        aria-label={t('announcements.launcher')}
        onClick={() => setOpen(true)}
      >
        <MegaphoneIcon />
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('announcements.title')}</DialogTitle>
          <DialogDescription>{t('announcements.description')}</DialogDescription>
        </DialogHeader>
        {feed.isFetching && !feed.data && <Skeleton className="h-24 w-full" aria-label={t('common.loading')} />}
        {feed.isError && <ErrorState message={errorMessage(feed.error)} onRetry={() => void feed.refetch()} />}
        {feed.data && feed.data.length === 0 && <p>{t('announcements.empty')}</p>}
        {feed.data && feed.data.length > 0 && (
          <ul className="max-h-[60vh] space-y-4 overflow-y-auto" aria-label={t('announcements.title')}>
            {feed.data.map((item) => (
              <li key={item.id} className="space-y-1 border-b border-border pb-3 last:border-b-0">
                <h3 className="font-semibold">{item.title}</h3>
                {item.published && <p className="text-sm text-muted-foreground">{formatDateTime(item.published)}</p>}
                <p className="whitespace-pre-line">{item.body}</p>
                {item.link && (
                  <a href={item.link} target="_blank" rel="noopener noreferrer">
                    {t('announcements.readMore', { title: item.title })}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

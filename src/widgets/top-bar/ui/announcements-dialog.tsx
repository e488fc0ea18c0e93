import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib/format';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, ErrorState, Skeleton } from '@/shared/ui';
import type { Announcement } from '../api/announcements';

/** The announcements feed's items, newest first, loaded on the launcher's first use (announcements-launcher.tsx). */
export function AnnouncementsDialog({
  open,
  onOpenChange,
  feed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  feed: UseQueryResult<Announcement[] | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { t } from '@/shared/i18n';
import { Button, firstUse, useFirstUse } from '@/shared/ui';
import { announcementQueries } from '../api/announcements';

// the dialog (Radix's dialog) loads when the launcher is first used, not with every page (ARCHITECTURE §8)
const dialogCode = firstUse(() => import('./announcements-dialog'));

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
  const [dialog, loadDialog] = useFirstUse(dialogCode);
  // no source configured (null), or not known yet: no launcher at all; a failing source still offers it, with the error
  if (feed.data === null || (feed.isPending && !feed.isError)) return null;

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="text-white"
        aria-label={t('announcements.launcher')}
        onClick={() => {
          setOpen(true);
          loadDialog();
        }}
      >
        <MegaphoneIcon />
      </Button>
      {/* opens as soon as its code has loaded */}
      {dialog && <dialog.AnnouncementsDialog open={open} onOpenChange={setOpen} feed={feed} />}
    </>
  );
}

import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCurrentOrganisation } from '@/entities/organisation';
import { t } from '@/shared/i18n';
import { Button, firstUse, useFirstUse } from '@/shared/ui';
import { showFeedbackWidget } from '../model/visibility';

// the comment box (Radix's dialog, the form) loads when the button is first used, not with every page
// (ARCHITECTURE §8)
const dialogCode = firstUse(() => import('./feedback-dialog'));

/**
 * A small 'Feedback' button (spec §2) opening a comment box; what is sent appears in the Feedback report. It sits in
 * the page flow below the content (not floating), so it never covers a control.
 */
export function FeedbackWidget() {
  const { pathname } = useLocation();
  const organisation = useCurrentOrganisation();
  const [open, setOpen] = useState(false);
  const [dialog, loadDialog] = useFirstUse(dialogCode);
  const button = useRef<HTMLButtonElement>(null);
  if (!organisation || !showFeedbackWidget(pathname)) return null;

  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          loadDialog();
        }}
      >
        {t('feedback.button')}
      </Button>
      {/* opens as soon as its code has loaded */}
      {dialog && (
        <dialog.FeedbackDialog
          open={open}
          onOpenChange={setOpen}
          wcmsId={String(organisation.wcmsId)}
          page={pathname}
          trigger={button}
        />
      )}
    </>
  );
}

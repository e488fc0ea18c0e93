import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '@/shared/i18n';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

/**
 * Asks before leaving a page with unsaved changes: moves inside the app (react-router's blocker, so a data router
 * is needed) and closing or reloading the tab (the browser's own prompt).
 */
export function LeavePagePrompt({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>{t('saveBar.leaveTitle')}</DialogTitle>
          <DialogDescription>{t('saveBar.leaveBody')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            {t('saveBar.stay')}
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            {t('saveBar.leave')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

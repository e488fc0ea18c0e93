import { useLocation } from 'react-router';
import { Button } from '@/shared/ui';
import { t } from '@/shared/i18n';
import { canMinimise, loadHostCalls } from '@/shared/desktop-host';
import { showWindowControls } from './overlay-rules';

/** Minimise (host version 20 and above) and close buttons for bare and pop-up windows (spec §2). */
export function WindowControls() {
  const { pathname } = useLocation();
  if (!showWindowControls(pathname)) return null;
  return (
    <div className="fixed top-2 right-2 z-40 flex gap-2" data-testid="window-controls">
      {canMinimise() && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void loadHostCalls().then((calls) => calls.minimiseWindow())}
        >
          {t('shell.window.minimise')}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => void loadHostCalls().then((calls) => calls.closeWindow())}>
        {t('shell.window.close')}
      </Button>
    </div>
  );
}

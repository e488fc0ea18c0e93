import { useEffect } from 'react';
import { closeWindow } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { Button } from '@/shared/ui/button';
import { Card, CardContent } from '@/shared/ui/card';

/**
 * /close-window: where a pop-up flow ends. It closes the window (through the desktop host when there is one);
 * a browser may refuse to close a window it did not open, so the page also says so and offers a button.
 */
export function CloseWindowPage() {
  useEffect(() => {
    closeWindow();
  }, []);
  return (
    <Card>
      <CardContent className="flex flex-col gap-5">
        <title>{`${t('account.closeWindow.title')} – ${t('app.name')}`}</title>
        <h1 className="text-3xl leading-tight font-bold">{t('account.closeWindow.title')}</h1>
        <p>{t('account.closeWindow.body')}</p>
        <p>
          <Button size="lg" onClick={closeWindow}>
            {t('account.closeWindow.button')}
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}

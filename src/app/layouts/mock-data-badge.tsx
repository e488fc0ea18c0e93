import { useState } from 'react';
import { useUserSettings } from '@/entities/viewer';
import { Button } from '@/shared/ui';
import { t } from '@/shared/i18n';

let dismissedThisPage = false;

/** spec §2: shown while the user setting mock_clinical is on, until dismissed. */
export function MockDataBadge() {
  const settings = useUserSettings();
  const [dismissed, setDismissed] = useState(dismissedThisPage);
  if (!settings?.mock_clinical || dismissed) return null;
  return (
    <aside
      data-testid="mock-data-badge"
      aria-label={t('shell.mockData.label')}
      className="fixed right-2 bottom-2 z-40 flex max-w-sm items-center gap-3 rounded-md border-2 border-foreground bg-warning-subtle px-3 py-2 text-sm"
    >
      <p>{t('shell.mockData.label')}</p>
      <Button
        size="sm"
        variant="outline"
        onClick={() => {
          dismissedThisPage = true;
          setDismissed(true);
        }}
      >
        {t('shell.mockData.dismiss')}
      </Button>
    </aside>
  );
}

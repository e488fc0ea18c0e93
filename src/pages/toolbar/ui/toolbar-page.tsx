import { useEffect } from 'react';
import { ConnectionBadge, useCurrentPatientPoll } from '@/features/desktop-connection';
import { useAttachTaskPoll } from '@/features/clinical-send';
import {
  DEFAULT_TOOLBAR_WIDTH,
  openDesktop,
  setToolbarWidth,
  useDesktopInfo,
  type DesktopPatient,
} from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { useStoredValue } from '@/shared/lib/storage';
import { paths } from '@/shared/routes';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@/shared/ui';

/**
 * The desktop toolbar (spec §2 /toolbar, not guarded): the connection badge, the clinical system's current patient
 * with a link to their record, and a button that opens Carebridge. It asks the host for the default width (245)
 * and attaches queued records unless the desktop window is open to do it.
 */
export function ToolbarPage() {
  const desktop = useDesktopInfo();
  const patient = useStoredValue('currentPatient') as unknown as DesktopPatient | null;
  useCurrentPatientPoll();
  useAttachTaskPoll({ skipWhenDesktopOpen: true });
  useEffect(() => {
    if (desktop.inVixie) setToolbarWidth(DEFAULT_TOOLBAR_WIDTH);
  }, [desktop.inVixie]);

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-semibold">{t('desktop.toolbar.title')}</h1>
      {!desktop.inVixie ? (
        <p>{t('desktop.toolbar.notInHost')}</p>
      ) : (
        <>
          <ConnectionBadge />
          <Button onClick={openDesktop}>{t('desktop.toolbar.openDesktop')}</Button>
          <Card>
            <CardHeader>
              <CardTitle>
                <h2>{t('desktop.toolbar.currentPatient')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {patient?.ID ? (
                <div className="flex flex-col gap-1" data-testid="toolbar-patient">
                  <p className="font-semibold">
                    {patient.Forename} {patient.Surname}
                  </p>
                  {patient.NHS && (
                    <p>
                      {t('desktop.currentPatient.nhs')}: {patient.NHS}
                    </p>
                  )}
                  <a className="underline" href={paths.patientAttachments(patient.ID)}>
                    {t('desktop.toolbar.patientAttachments')}
                  </a>
                </div>
              ) : (
                <p>{t('desktop.toolbar.noPatient')}</p>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

import { useCurrentOrganisation } from '@/entities/organisation';
import { CreateRequestWizard } from './create-request-wizard';
import { desktopHost } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { Alert, AlertDescription, AlertTitle } from '@/shared/ui';

/**
 * /messages/create/patient-request (spec §2 pop-up, 700x750): create a request on a patient's behalf (total
 * triage). Desktop client only (spec §1): outside the desktop host the page says why it is unavailable.
 */
export function CreateRequestPage() {
  const organisation = useCurrentOrganisation();
  const inHost = desktopHost() !== null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${t('createRequest.title')} – ${t('app.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('createRequest.title')}</h1>
      {!inHost ? (
        <Alert severity="warning">
          <AlertTitle>{t('createRequest.desktopOnly')}</AlertTitle>
          <AlertDescription>{t('createRequest.desktopOnlyHint')}</AlertDescription>
        </Alert>
      ) : !organisation ? null : !organisation.features.totalTriage ? (
        <Alert severity="warning">
          <AlertDescription>{t('createRequest.notEnabled')}</AlertDescription>
        </Alert>
      ) : (
        <CreateRequestWizard wcmsId={Number(organisation.wcmsId)} />
      )}
    </div>
  );
}

import { useDesktopInfo, type DesktopPatient } from '@/shared/desktop-host';
import { t } from '@/shared/i18n';
import { useStoredValue } from '@/shared/lib/storage';
import { Button } from '@/shared/ui';
import type { ChosenPatient } from '../model/compose-schema';

/**
 * The patient open in the clinical system (desktop host: the currentPatient the desktop integration keeps up to
 * date), offered as the message's recipient. Outside the desktop host it says the option lives there.
 */
export function CurrentPatientChoice({ onChoose }: { onChoose: (patient: ChosenPatient) => void }) {
  const desktop = useDesktopInfo();
  const stored = useStoredValue('currentPatient') as unknown as DesktopPatient | null;
  if (!desktop.inVixie) return <p className="text-sm">{t('outbound.compose.currentPatientUnavailable')}</p>;
  if (!stored) return <p className="text-sm">{t('outbound.compose.noCurrentPatient')}</p>;
  const name = `${stored.Forename} ${stored.Surname}`;
  const mobile = stored.MobileTelephone?.Number ?? null;
  if (!stored.NHS || !mobile) {
    return <p className="text-sm">{t('outbound.compose.currentPatientIncomplete', { name })}</p>;
  }
  return (
    <div>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() =>
          onChoose({
            forename: stored.Forename,
            surname: stored.Surname,
            nhsNumber: stored.NHS!.replace(/\s+/g, ''),
            mobile,
          })
        }
      >
        {t('outbound.compose.useCurrentPatient', { name })}
      </Button>
    </div>
  );
}

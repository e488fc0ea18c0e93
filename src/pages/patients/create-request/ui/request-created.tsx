import type { Ref } from 'react';
import { t } from '@/shared/i18n';
import { paths } from '@/shared/routes';
import { Alert, AlertDescription, Button } from '@/shared/ui';
import { formatNhs, patientDisplayName, type Patient } from '@/entities/patient';
import type { PatientRequestCreated } from '../api/create-request';
import { PRIORITY_LABEL } from './priority-label';

/**
 * What the wizard shows once the request is created: where it went (the care navigation pool or incoming), the
 * patient and priority, the practice's in-hours or out-of-hours confirmation, and the ways on.
 */
export function RequestCreated({
  created,
  patient,
  poolName,
  headingRef,
  onAnother,
}: {
  created: PatientRequestCreated;
  patient: Patient | null;
  /** The pool of the care navigation suggestion the request was routed by. */
  poolName: string;
  headingRef: Ref<HTMLHeadingElement>;
  onAnother: () => void;
}) {
  const routed = Boolean(created.care_navigation_rule);
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        {routed ? t('createRequest.createdRouted', { pool: poolName }) : t('createRequest.createdIncoming')}
      </h2>
      <Alert severity="success">
        <AlertDescription>
          {t('createRequest.patient.selected', {
            name: patient ? patientDisplayName(patient) : '',
            nhs: patient?.nhsNumber ? formatNhs(patient.nhsNumber) : '',
          })}
          {' · '}
          {t('requests.priorityLabel')}: {t(PRIORITY_LABEL[created.priority] ?? 'requests.priority.unprioritised')}
        </AlertDescription>
      </Alert>
      {created.confirmation && (
        // the practice's in-hours or out-of-hours confirmation (console areas service hours, confirmation messages)
        <section aria-labelledby="request-confirmation" className="rounded border border-border p-3">
          <h3 id="request-confirmation" className="font-semibold">
            {t('confirmation.heading')} (
            {created.confirmation.in_hours ? t('confirmation.inHours') : t('confirmation.outOfHours')})
          </h3>
          <p className="whitespace-pre-wrap" data-testid="confirmation-message">
            {created.confirmation.message}
          </p>
          {created.confirmation.emailed && <p className="text-sm">{t('confirmation.emailed')}</p>}
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={paths.full.request(created.id)} target="_blank" rel="noopener">
            {t('createRequest.openRequest')}
          </a>
        </Button>
        <Button variant="outline" onClick={onAnother}>
          {t('createRequest.another')}
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import {
  formatDate,
  formatDateTime,
  formatNhsNumber,
  type Enquirer,
  type Reading,
  type RequestPatient,
} from '@/entities/request';
import { StartVideoButton } from '@/features/video-call';
import { t } from '@/shared/i18n';
import { Card, CardContent, CardHeader, CardTitle } from '@/shared/ui';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const given = (value: string | null | undefined) => value || t('requests.notGiven');

/** The request's patient as a video consultation starts with them: the request's own patient fields. */
function videoPatientOf(patient: RequestPatient, requestId: number) {
  const words = patient.name.trim().split(/\s+/);
  return {
    forename: words.slice(0, -1).join(' ') || patient.name,
    surname: words.length > 1 ? words[words.length - 1]! : '',
    nhsNumber: patient.nhs_number ?? null,
    dateOfBirth: patient.born ?? null,
    mobileNumbers: patient.telephone ? [patient.telephone] : [],
    messageId: requestId,
  };
}

/** The request's patient (spec §3 Patient, request view). */
export function RequestPatientPanel({ patient, requestId }: { patient: RequestPatient; requestId?: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.patient.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <Facts
          rows={[
            [t('requests.enquirer.name'), patient.name],
            [t('requests.detail.born'), patient.born ? formatDate(patient.born) : t('requests.notGiven')],
            [t('requests.patient.sex'), given(patient.sex)],
            ...(patient.gender ? [[t('requests.patient.gender'), patient.gender] as [string, ReactNode]] : []),
            [
              t('requests.detail.nhsNumber'),
              patient.nhs_number ? formatNhsNumber(patient.nhs_number) : t('requests.notGiven'),
            ],
            ...(patient.chi_number
              ? [[t('requests.detail.chiNumber'), patient.chi_number] as [string, ReactNode]]
              : []),
            [t('requests.patient.telephone'), given(patient.telephone)],
            [t('requests.patient.email'), given(patient.email)],
            [t('requests.patient.address'), given(patient.address)],
          ]}
        />
        {requestId !== undefined && (
          <div className="mt-3">
            <StartVideoButton patient={videoPatientOf(patient, requestId)} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

/** Who made the request on the patient's behalf (spec §3 Enquirer). */
export function RequestEnquirerPanel({ enquirer }: { enquirer: Enquirer | null | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.enquirer.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {enquirer ? (
          <Facts
            rows={[
              [t('requests.enquirer.name'), `${enquirer.first_name} ${enquirer.last_name}`],
              [t('requests.enquirer.relationship'), t(`requests.enquirer.relationship.${enquirer.relationship}`)],
              [t('requests.patient.telephone'), given(enquirer.telephone)],
              [t('requests.patient.email'), given(enquirer.email)],
              [t('requests.patient.address'), given(enquirer.address)],
              [t('requests.enquirer.postcode'), given(enquirer.postcode)],
              [t('requests.enquirer.availability'), given(enquirer.availability)],
              [
                t('requests.enquirer.contactPreference'),
                enquirer.contact_preference
                  ? t(`requests.enquirer.contact.${enquirer.contact_preference}`)
                  : t('requests.notGiven'),
              ],
            ]}
          />
        ) : (
          <p>{t('requests.enquirer.none')}</p>
        )}
      </CardContent>
    </Card>
  );
}

function readingValue(reading: Reading): string {
  return reading.unit ? `${reading.value} ${reading.unit}` : reading.value;
}

/** Readings sent with the request: blood pressure, weight, height and scale totals (spec §3 Readings). */
export function RequestReadingsPanel({ readings }: { readings: Reading[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('requests.readings.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {readings.length === 0 ? (
          <p>{t('requests.readings.empty')}</p>
        ) : (
          <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1">
            {readings.map((reading, index) => (
              <div key={reading.id ?? index} className="contents">
                <dt className="font-semibold">{t(`requests.readings.${reading.kind}`)}</dt>
                <dd>
                  {readingValue(reading)}{' '}
                  <span className="text-sm text-muted-foreground">
                    (<time dateTime={reading.recorded_at}>{formatDateTime(reading.recorded_at)}</time>)
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

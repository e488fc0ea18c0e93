import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/api';
import { t } from '@/shared/i18n';
import { parseDateEntry } from '@contracts/rules/date-entry';
import { ukToday } from '@contracts/rules/uk-time';
import { formatDate, formatNhsNumber } from '@/shared/lib/format';
import {
  Alert,
  AlertDescription,
  Button,
  DateInput,
  Field,
  FieldControl,
  FieldLabel,
  Input,
  Spinner,
  dateEntryError,
} from '@/shared/ui';
import { usePatientSearchMutation, type PatientSearchParameters } from '../api/patient-search';
import type { ChosenPatient } from '../model/compose-schema';

/**
 * Finds the patient in the clinical system (searchPatient) and picks one with a mobile number. The desktop host's
 * current patient is offered beside it (CurrentPatientChoice).
 */
export function PatientPicker({ wcmsId, onChoose }: { wcmsId: number; onChoose: (patient: ChosenPatient) => void }) {
  const search = usePatientSearchMutation(wcmsId);
  const [params, setParams] = useState<Required<PatientSearchParameters>>({
    nhsNumber: '',
    forename: '',
    surname: '',
    dateOfBirth: '',
  });
  const [tooFew, setTooFew] = useState(false);
  const [dobError, setDobError] = useState<ReturnType<typeof dateEntryError>>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    // the date of birth is typed as day, month and year (issue 23 item 21); the search sends YYYY-MM-DD
    const dob = parseDateEntry(params.dateOfBirth);
    const problem =
      dob.status === 'notReal' && dob.parts.length === 3
        ? { message: t('patients.search.invalidDob'), parts: dob.parts }
        : dateEntryError(params.dateOfBirth, t('outbound.compose.searchDob'));
    const future = dob.status === 'valid' && dob.iso >= ukToday();
    setDobError(future ? { message: t('patients.search.invalidDob'), parts: ['day', 'month', 'year'] } : problem);
    if (problem || future) return;
    const given = Object.fromEntries(
      Object.entries({ ...params, dateOfBirth: dob.status === 'valid' ? dob.iso : '' })
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    ) as PatientSearchParameters;
    // spec §5: find patient needs at least two search parameters
    if (Object.keys(given).length < 2) {
      setTooFew(true);
      return;
    }
    setTooFew(false);
    search.mutate(given);
  }

  const field = (key: keyof PatientSearchParameters, label: string) => (
    <Field>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Input value={params[key]} onChange={(e) => setParams({ ...params, [key]: e.target.value })} />
      </FieldControl>
    </Field>
  );

  return (
    <fieldset className="flex flex-col gap-2 rounded border p-3">
      <legend className="px-1 font-semibold">{t('outbound.compose.patientSearch')}</legend>
      <p className="text-sm">{t('outbound.compose.patientSearchHint')}</p>
      <div role="search" className="grid gap-2 sm:grid-cols-2">
        {field('nhsNumber', t('outbound.compose.searchNhs'))}
        {field('forename', t('outbound.compose.searchForename'))}
        {field('surname', t('outbound.compose.searchSurname'))}
        <DateInput
          className="sm:col-span-2"
          label={t('outbound.compose.searchDob')}
          hint={t('dateInput.hintBirth')}
          value={params.dateOfBirth}
          onChange={(dateOfBirth) => setParams({ ...params, dateOfBirth })}
          error={dobError?.message}
          errorParts={dobError?.parts}
        />
      </div>
      <div>
        <Button type="button" variant="secondary" onClick={submit} disabled={search.isPending}>
          {search.isPending ? t('outbound.compose.searching') : t('outbound.compose.search')}
        </Button>
      </div>
      {tooFew && (
        <Alert severity="error" role="alert">
          <AlertDescription>{t('outbound.compose.searchTwo')}</AlertDescription>
        </Alert>
      )}
      {search.isPending && <Spinner />}
      {search.isError && (
        <Alert severity="error" role="alert">
          <AlertDescription>
            {t('outbound.compose.searchFailed', { message: errorMessage(search.error) })}
          </AlertDescription>
        </Alert>
      )}
      {search.data && search.data.length === 0 && <p role="status">{t('outbound.compose.searchNone')}</p>}
      {search.data && search.data.length > 0 && (
        <ul className="flex flex-col gap-1" aria-label={t('outbound.compose.patient')}>
          {search.data.map((p) => {
            const name = `${p.forename} ${p.surname}`;
            return (
              <li key={p.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {[
                    name,
                    p.dateOfBirth ? formatDate(p.dateOfBirth) : '',
                    p.nhsNumber ? formatNhsNumber(p.nhsNumber) : '',
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
                {p.mobilePhone && p.nhsNumber ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      onChoose({
                        forename: p.forename,
                        surname: p.surname,
                        nhsNumber: p.nhsNumber!,
                        mobile: p.mobilePhone!,
                      })
                    }
                  >
                    {t('outbound.compose.choose', { name })}
                  </Button>
                ) : (
                  <span className="text-sm">{t('outbound.compose.noMobile')}</span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

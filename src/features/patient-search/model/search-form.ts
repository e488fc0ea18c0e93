import { parseDateEntry, type DatePart } from '@contracts/rules/date-entry';
import type { PatientSearchInput } from '@/shared/api';
import { dateEntryError } from '@/shared/ui';
import { t } from '@/shared/i18n';
import {
  isTenDigits,
  isValidNhsNumber,
  normaliseNhsNumber,
  ukToday,
  type PatientSearchValues,
} from '@/entities/patient';

export type SearchErrors = Partial<Record<keyof PatientSearchValues | 'form', string>> & {
  /** the date of birth boxes the error is about */
  dateOfBirthParts?: DatePart[];
};

/**
 * Checks the search form (spec §5: at least two parameters; NHS number by Modulus 11; date of birth real and in
 * the past) and turns it into the searchPatient parameters. The typed values are never changed.
 */
export function validateSearch(
  values: PatientSearchValues,
  today: string = ukToday(),
): { errors: SearchErrors; params: PatientSearchInput | null } {
  const errors: SearchErrors = {};
  // a date of birth counts once anything of it is typed ('12//' is '12//' in the form's text, never blank)
  const given = Object.entries(values).filter(([, v]) => v.replace(/\//g, '').trim() !== '');
  if (given.length < 2) errors.form = t('patients.search.tooFew');
  const params: PatientSearchInput = {};
  if (values.nhsNumber.trim()) {
    if (isValidNhsNumber(values.nhsNumber)) params.nhsNumber = normaliseNhsNumber(values.nhsNumber);
    // ten digits that fail the check digit are a mistyped number, not a wrong length
    else
      errors.nhsNumber = t(
        isTenDigits(values.nhsNumber) ? 'patients.search.nhsChecksum' : 'patients.search.invalidNhs',
      );
  }
  const dob = parseDateEntry(values.dateOfBirth);
  if (dob.status === 'valid') {
    // spec §5: real and in the past
    if (dob.iso < today) params.dateOfBirth = dob.iso;
    else errors.dateOfBirth = t('patients.search.invalidDob');
  } else if (dob.status === 'incomplete') {
    // 'Date of birth must include a month'
    const problem = dateEntryError(values.dateOfBirth, t('patients.field.dateOfBirth'));
    errors.dateOfBirth = problem?.message ?? t('patients.search.invalidDob');
    errors.dateOfBirthParts = dob.missing;
  } else if (dob.status === 'notReal') {
    errors.dateOfBirth = t('patients.search.invalidDob');
    errors.dateOfBirthParts = dob.parts;
  }
  if (values.forename.trim()) params.forename = values.forename.trim();
  if (values.surname.trim()) params.surname = values.surname.trim();
  if (values.postcode.trim()) params.postcode = values.postcode.trim();
  if (values.sex) params.sex = values.sex;
  return { errors, params: Object.keys(errors).length === 0 ? params : null };
}

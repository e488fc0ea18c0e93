import type { PatientSearchInput } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  isTenDigits,
  isValidNhsNumber,
  normaliseNhsNumber,
  parseUkDate,
  ukToday,
  type PatientSearchValues,
} from '@/entities/patient';

export type SearchErrors = Partial<Record<keyof PatientSearchValues | 'form', string>>;

/**
 * Checks the search form (spec §5: at least two parameters; NHS number by Modulus 11; date of birth real and in
 * the past) and turns it into the searchPatient parameters. The typed values are never changed.
 */
export function validateSearch(
  values: PatientSearchValues,
  today: string = ukToday(),
): { errors: SearchErrors; params: PatientSearchInput | null } {
  const errors: SearchErrors = {};
  const given = Object.entries(values).filter(([, v]) => v.trim() !== '');
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
  if (values.dateOfBirth.trim()) {
    const iso = parseUkDate(values.dateOfBirth);
    if (iso && iso < today) params.dateOfBirth = iso;
    else errors.dateOfBirth = t('patients.search.invalidDob');
  }
  if (values.forename.trim()) params.forename = values.forename.trim();
  if (values.surname.trim()) params.surname = values.surname.trim();
  if (values.postcode.trim()) params.postcode = values.postcode.trim();
  if (values.sex) params.sex = values.sex;
  return { errors, params: Object.keys(errors).length === 0 ? params : null };
}

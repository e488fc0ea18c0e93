import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '@/entities/patient';
import { validateSearch } from './search-form';

describe('validateSearch', () => {
  it('needs at least two details', () => {
    expect(validateSearch({ ...EMPTY_SEARCH, surname: 'Smith' }).errors.form).toBe(
      'Enter at least two details to find a patient',
    );
    expect(validateSearch({ ...EMPTY_SEARCH, surname: 'Smith', forename: '  ' }).params).toBeNull();
  });

  it('gives the search parameters, with the NHS number and date normalised', () => {
    expect(
      validateSearch({ ...EMPTY_SEARCH, nhsNumber: '999 100 0003', dateOfBirth: '12/04/1948' }, '2026-01-01'),
    ).toEqual({ errors: {}, params: { nhsNumber: '9991000003', dateOfBirth: '1948-04-12' } });
  });

  it('names the field that is wrong', () => {
    const { errors } = validateSearch(
      { ...EMPTY_SEARCH, nhsNumber: '9991000004', dateOfBirth: '31/02/1990' },
      '2026-01-01',
    );
    // ten digits failing the check digit are mistyped, not the wrong length
    expect(errors).toEqual({
      nhsNumber: 'This is not a valid NHS number. Check each digit and try again.',
      dateOfBirth: 'Enter a real date of birth in the past',
      dateOfBirthParts: ['day', 'month', 'year'],
    });
    expect(validateSearch({ ...EMPTY_SEARCH, surname: 'A', nhsNumber: '999 100' }, '2026-01-01').errors).toEqual({
      nhsNumber: 'Enter a valid NHS number (10 digits)',
    });
    expect(validateSearch({ ...EMPTY_SEARCH, surname: 'A', dateOfBirth: '01/01/2030' }, '2026-01-01').errors).toEqual({
      dateOfBirth: 'Enter a real date of birth in the past',
    });
  });

  it('names the part of the date of birth left out (issue 23 item 21: day, month and year boxes)', () => {
    const { errors, params } = validateSearch({ ...EMPTY_SEARCH, surname: 'A', dateOfBirth: '12//1948' }, '2026-01-01');
    expect(params).toBeNull();
    expect(errors).toEqual({ dateOfBirth: 'Date of birth must include a month', dateOfBirthParts: ['month'] });
    // the date counts as one of the two details even while a part is missing
    expect(validateSearch({ ...EMPTY_SEARCH, dateOfBirth: '//1948' }, '2026-01-01').errors.form).toBe(
      'Enter at least two details to find a patient',
    );
    expect(validateSearch({ ...EMPTY_SEARCH, surname: 'A', dateOfBirth: '//' }, '2026-01-01').errors.form).toBe(
      'Enter at least two details to find a patient',
    );
  });
});

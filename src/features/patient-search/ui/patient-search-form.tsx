import { useId, useState, type FormEvent } from 'react';
import type { PatientSearchInput } from '@/shared/api';
import { t } from '@/shared/i18n';
import {
  Alert,
  AlertDescription,
  Button,
  DateInput,
  Field,
  FieldControl,
  FieldError,
  FieldLabel,
  Input,
  nativeSelectClassName,
} from '@/shared/ui';
import { EMPTY_SEARCH, type PatientSearchValues } from '@/entities/patient';
import { validateSearch, type SearchErrors } from '../model/search-form';

const SEXES = ['Male', 'Female', 'Unknown'] as const;
/**
 * The patient search form (spec §5: at least two details; NHS number by Modulus 11; date of birth real and in the
 * past). What was typed stays when the search is refused, so it can be corrected.
 */
export function PatientSearchForm({
  initialValues = EMPTY_SEARCH,
  onSearch,
  searching = false,
  serverError = null,
}: {
  initialValues?: PatientSearchValues;
  onSearch: (params: PatientSearchInput, values: PatientSearchValues) => void;
  searching?: boolean;
  /** A refusal from the server, shown like the form's own errors. */
  serverError?: string | null;
}) {
  const [values, setValues] = useState<PatientSearchValues>(initialValues);
  const [errors, setErrors] = useState<SearchErrors>({});
  const id = useId();

  const set = (key: keyof PatientSearchValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateSearch(values);
    setErrors(result.errors);
    if (result.params) onSearch(result.params, values);
  };
  const clear = () => {
    setValues(EMPTY_SEARCH);
    setErrors({});
  };
  const formError = errors.form ?? serverError;

  const text = (key: 'nhsNumber' | 'forename' | 'surname' | 'postcode', extra: object = {}) => (
    <Field invalid={Boolean(errors[key])}>
      <FieldLabel>{t(`patients.field.${key}`)}</FieldLabel>
      <FieldControl>
        <Input
          name={key}
          value={values[key]}
          onChange={(event) => set(key)(event.target.value)}
          autoComplete="off"
          {...extra}
        />
      </FieldControl>
      <FieldError>{errors[key]}</FieldError>
    </Field>
  );

  return (
    <form
      role="search"
      noValidate
      aria-label={t('patients.find.title')}
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <p>{t('patients.find.intro')}</p>
      {formError && (
        <Alert severity="error">
          <AlertDescription>{formError}</AlertDescription>
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text('nhsNumber', { inputMode: 'numeric', maxLength: 14 })}
        {text('surname', { maxLength: 100 })}
        {text('forename', { maxLength: 100 })}
        <DateInput
          name="dateOfBirth"
          label={t('patients.field.dateOfBirth')}
          hint={t('dateInput.hintBirth')}
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
          error={errors.dateOfBirth}
          errorParts={errors.dateOfBirthParts}
        />
        {text('postcode', { maxLength: 15 })}
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-sex`} className="font-semibold">
            {t('patients.field.sex')}
          </label>
          <select
            id={`${id}-sex`}
            name="sex"
            className={nativeSelectClassName}
            value={values.sex}
            onChange={(event) => set('sex')(event.target.value)}
          >
            <option value="">{t('patients.sex.any')}</option>
            {SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {t(`patients.sex.${sex}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={searching}>
          {t('patients.search.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={clear}>
          {t('patients.search.clear')}
        </Button>
      </div>
    </form>
  );
}

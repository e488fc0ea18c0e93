import { t } from '@/shared/i18n';
import { Field, FieldControl, FieldError, FieldLabel, Textarea } from '@/shared/ui';
import { preferencesFor } from '../../model/wizard';
import { SelectField } from '../wizard-fields';
import type { StepProps } from './step-props';

/**
 * Step 4: the medical problem or admin query from the practice's lists, the practice's preference for the type
 * when it has any (console area total-triage), and further information.
 */
export function DetailsStep({ state, errors, update, settings }: StepProps) {
  const preferences = preferencesFor(settings, state.enquiryType === 'medical' ? 'medical' : 'admin');
  return (
    <>
      {state.enquiryType === 'medical' ? (
        <SelectField
          label={t('createRequest.medical.label')}
          placeholder={t('createRequest.medical.choose')}
          options={settings.medical_problems}
          value={state.medicalProblem}
          error={errors.medical_problem}
          onChange={(medicalProblem) => update({ medicalProblem })}
        />
      ) : (
        <SelectField
          label={t('createRequest.admin.label')}
          placeholder={t('createRequest.admin.choose')}
          options={settings.admin_query_types}
          value={state.adminQuery}
          error={errors.admin_query}
          onChange={(adminQuery) => update({ adminQuery })}
        />
      )}
      {preferences.length > 0 && (
        <SelectField
          label={t('createRequest.preference.label')}
          placeholder={t('createRequest.preference.none')}
          options={preferences}
          value={state.preference}
          error={errors.preference}
          onChange={(preference) => update({ preference })}
        />
      )}
      <Field invalid={Boolean(errors.further_info)}>
        <FieldLabel>{t('createRequest.furtherInfo.label')}</FieldLabel>
        <FieldControl>
          <Textarea value={state.furtherInfo} rows={5} onChange={(e) => update({ furtherInfo: e.target.value })} />
        </FieldControl>
        <FieldError>{errors.further_info}</FieldError>
      </Field>
    </>
  );
}

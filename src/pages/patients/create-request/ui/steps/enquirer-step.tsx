import { t } from '@/shared/i18n';
import { RELATIONSHIPS } from '../../model/wizard';
import { RadioGroup, SelectField, TextField } from '../wizard-fields';
import type { StepProps } from './step-props';

/** Step 5: whether the patient asks, or someone else (their name, relationship and telephone). */
export function EnquirerStep({ state, errors, update }: StepProps) {
  const enquirer = state.enquirer;
  return (
    <>
      <RadioGroup
        legend={t('createRequest.enquirer.legend')}
        name="enquirer"
        value={state.byEnquirer ? 'someone' : 'patient'}
        options={[
          { value: 'patient', label: t('createRequest.enquirer.patient') },
          { value: 'someone', label: t('createRequest.enquirer.someoneElse') },
        ]}
        onChange={(value) => update({ byEnquirer: value === 'someone' })}
      />
      {state.byEnquirer && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('createRequest.enquirer.firstName')}
            value={enquirer.firstName}
            error={errors['enquirer.first_name']}
            onChange={(firstName) => update({ enquirer: { ...enquirer, firstName } })}
            maxLength={100}
          />
          <TextField
            label={t('createRequest.enquirer.lastName')}
            value={enquirer.lastName}
            error={errors['enquirer.last_name']}
            onChange={(lastName) => update({ enquirer: { ...enquirer, lastName } })}
            maxLength={100}
          />
          <SelectField
            label={t('createRequest.enquirer.relationship')}
            placeholder={t('createRequest.enquirer.chooseRelationship')}
            options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`createRequest.enquirer.relationship.${r}`) }))}
            value={enquirer.relationship}
            error={errors['enquirer.relationship']}
            onChange={(relationship) => update({ enquirer: { ...enquirer, relationship } })}
          />
          <TextField
            label={t('createRequest.enquirer.telephone')}
            value={enquirer.telephone}
            error={errors['enquirer.telephone']}
            onChange={(telephone) => update({ enquirer: { ...enquirer, telephone } })}
            inputMode="tel"
          />
        </div>
      )}
    </>
  );
}

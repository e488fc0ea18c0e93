import { t } from '@/shared/i18n';
import { TextField } from '../wizard-fields';
import type { StepProps } from './step-props';

/** Step 1: the telephone number the request came from (spec §5: required, a UK number). */
export function TelephoneStep({ state, errors, update }: StepProps) {
  return (
    <TextField
      label={t('createRequest.telephone.label')}
      hint={t('createRequest.telephone.hint')}
      value={state.telephone}
      error={errors.telephone}
      onChange={(telephone) => update({ telephone })}
      inputMode="tel"
      autoComplete="off"
    />
  );
}

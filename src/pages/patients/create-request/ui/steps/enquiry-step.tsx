import { t } from '@/shared/i18n';
import { RadioGroup } from '../wizard-fields';
import type { StepProps } from './step-props';

/** Step 3: a medical or an admin enquiry. */
export function EnquiryStep({ state, errors, update }: StepProps) {
  return (
    <RadioGroup
      legend={t('createRequest.enquiry.legend')}
      name="enquiry-type"
      value={state.enquiryType}
      error={errors.enquiry_type}
      options={[
        { value: 'medical', label: t('createRequest.enquiry.medical') },
        { value: 'admin', label: t('createRequest.enquiry.admin') },
      ]}
      onChange={(value) => update({ enquiryType: value as 'medical' | 'admin' })}
    />
  );
}

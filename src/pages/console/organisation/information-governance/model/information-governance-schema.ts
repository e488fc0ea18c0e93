import { z } from 'zod';
import { RETENTION_UNITS, retentionProblems } from '@contracts/rules/retention';
import { t } from '@/shared/i18n';
import type { RetentionSettings } from '../api/information-governance';

/** The form keeps the numbers as typed; field names follow the server's (client.value, consult.value). */
export const informationGovernanceSchema = z
  .object({
    client: z.object({ value: z.string(), unit: z.enum(RETENTION_UNITS) }),
    consult: z.object({ value: z.string(), unit: z.enum(RETENTION_UNITS) }),
  })
  .superRefine((form, ctx) => {
    const problems = retentionProblems(parsed(form));
    if (problems['client.value']) {
      ctx.addIssue({
        code: 'custom',
        path: ['client', 'value'],
        message: t(
          problems['client.value'] === 'required'
            ? 'console.informationGovernance.client.required'
            : 'console.informationGovernance.client.shorter',
        ),
      });
    }
    if (problems['consult.value']) {
      ctx.addIssue({
        code: 'custom',
        path: ['consult', 'value'],
        message: t('console.informationGovernance.consult.required'),
      });
    }
  });

export type InformationGovernanceForm = z.infer<typeof informationGovernanceSchema>;

const number = (value: string) => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN);

function parsed(form: InformationGovernanceForm) {
  return {
    client: { value: number(form.client.value), unit: form.client.unit },
    consult: { value: number(form.consult.value), unit: form.consult.unit },
  };
}

/** The settings the form holds, or null while they break a rule (nothing to preview or save). */
export function toSettings(form: InformationGovernanceForm): RetentionSettings | null {
  const settings = parsed(form);
  return Object.keys(retentionProblems(settings)).length === 0 ? settings : null;
}

export function toForm(settings: RetentionSettings): InformationGovernanceForm {
  return {
    client: { value: String(settings.client.value), unit: settings.client.unit },
    consult: { value: String(settings.consult.value), unit: settings.consult.unit },
  };
}

export const EMPTY_FORM: InformationGovernanceForm = {
  client: { value: '8', unit: 'years' },
  consult: { value: '8', unit: 'years' },
};

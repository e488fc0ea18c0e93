import { z } from 'zod';
import { t } from '@/shared/i18n';

export const FFT_REQUEST_TYPES = [
  'admin',
  'medical',
  'outbound_response',
  'health_data',
  'simple_questionnaire',
] as const;
export const FFT_MAX_DELAY_DAYS = 30;

/** The form: the delay is 'immediately' or a number of days from 1 to 30 (spec §5: send delay required). */
export const fftSettingsSchema = z
  .object({
    requestTypes: z.array(z.enum(FFT_REQUEST_TYPES)),
    delayKind: z.enum(['immediately', 'days']),
    delayDays: z.string(),
    appointmentOption: z.boolean(),
    invitationMethod: z.enum(['sms', 'nhs_app']),
  })
  .superRefine((value, ctx) => {
    if (value.delayKind !== 'days') return;
    const days = Number(value.delayDays);
    if (!/^\d+$/.test(value.delayDays.trim()) || days < 1 || days > FFT_MAX_DELAY_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['delayDays'], message: t('console.fft.delay.invalid') });
    }
  });

export type FftSettingsForm = z.infer<typeof fftSettingsSchema>;

export function toForm(settings: {
  requestTypes: string[];
  sendDelayDays: number;
  appointmentOption: boolean;
  invitationMethod: 'sms' | 'nhs_app';
}): FftSettingsForm {
  return {
    requestTypes: FFT_REQUEST_TYPES.filter((type) => settings.requestTypes.includes(type)),
    delayKind: settings.sendDelayDays === 0 ? 'immediately' : 'days',
    delayDays: settings.sendDelayDays === 0 ? '' : String(settings.sendDelayDays),
    appointmentOption: settings.appointmentOption,
    invitationMethod: settings.invitationMethod,
  };
}

export function toInput(form: FftSettingsForm) {
  return {
    requestTypes: [...form.requestTypes],
    sendDelayDays: form.delayKind === 'immediately' ? 0 : Number(form.delayDays),
    appointmentOption: form.appointmentOption,
    invitationMethod: form.invitationMethod,
  };
}

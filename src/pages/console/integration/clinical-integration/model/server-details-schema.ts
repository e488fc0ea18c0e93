import { z } from 'zod';
import { t } from '@/shared/i18n';
import type { ServerDetails, ServerDetailsInput } from '../api/server-details';

const required = () => z.string().trim().min(1, t('console.clinicalIntegration.required')).max(255);

/** spec §5: every server detail is required; a secret is required only while none is stored. */
export const serverDetailsSchema = z
  .object({
    ip: z
      .string()
      .trim()
      .regex(/^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, t('console.clinicalIntegration.ip')),
    database: required(),
    gatewayHost: required(),
    port: z
      .string()
      .trim()
      .regex(/^\d{1,5}$/, t('console.clinicalIntegration.port')),
    server: required(),
    siteCode: required(),
    username: required(),
    password: z.string().max(255),
    apiPassword: z.string().max(255),
    passwordSet: z.boolean(),
    apiPasswordSet: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const port = Number(v.port);
    if (!(port >= 1 && port <= 65535)) {
      ctx.addIssue({ code: 'custom', path: ['port'], message: t('console.clinicalIntegration.port') });
    }
    if (!v.passwordSet && !v.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: t('console.clinicalIntegration.required') });
    }
    if (!v.apiPasswordSet && !v.apiPassword) {
      ctx.addIssue({ code: 'custom', path: ['apiPassword'], message: t('console.clinicalIntegration.required') });
    }
  });

export type ServerDetailsForm = z.infer<typeof serverDetailsSchema>;

export const EMPTY_FORM: ServerDetailsForm = {
  ip: '',
  database: '',
  gatewayHost: '',
  port: '',
  server: '',
  siteCode: '',
  username: '',
  password: '',
  apiPassword: '',
  passwordSet: false,
  apiPasswordSet: false,
};

/** The secrets are never sent to the browser: their fields start empty, with whether one is stored. */
export function toForm(details: ServerDetails | null): ServerDetailsForm {
  if (!details) return EMPTY_FORM;
  return { ...details, port: String(details.port), password: '', apiPassword: '' };
}

export function toInput(form: ServerDetailsForm): ServerDetailsInput {
  return {
    ip: form.ip.trim(),
    database: form.database.trim(),
    gatewayHost: form.gatewayHost.trim(),
    port: Number(form.port.trim()),
    server: form.server.trim(),
    siteCode: form.siteCode.trim(),
    username: form.username.trim(),
    password: form.password || null,
    apiPassword: form.apiPassword || null,
  };
}

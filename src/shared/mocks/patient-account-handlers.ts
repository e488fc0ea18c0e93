import { delay, http, HttpResponse } from 'msw';
import type { RestComponents } from '@/shared/api';
import { problem } from './request-handlers';

type Schemas = RestComponents['schemas'];

const RESET = '*/api/patient-accounts/wcms_id/:wcmsId/password-reset';
const LINK = '*/api/consult/password-reset/:token';

export const patientAccountMockUrls = { RESET, LINK } as const;

/** The demo account holders the staff reset finds (as the server's demo seed has them at Riverside). */
const HOLDERS = [
  { email: 'eleanor.whitfield@example.com', nhs: '9991000003', forename: 'Eleanor', surname: 'Whitfield' },
  { email: 'oliver.bennett@example.com', nhs: '9991000135', forename: 'Oliver', surname: 'Bennett' },
];

/** POST password-reset: finds a holder by email or NHS number like the server; 404 with its wording otherwise. */
export function patientResetHandlers(bodies?: unknown[]) {
  return [
    http.post<{ wcmsId: string }, { email?: string; nhs_number?: string }>(RESET, async ({ request }) => {
      const body = await request.json();
      bodies?.push(body);
      const holder = HOLDERS.find((h) => h.email === body.email || h.nhs === body.nhs_number);
      if (!holder) return problem(404, 'No Carebridge Consult account holds that email address or NHS number');
      return HttpResponse.json<Schemas['PatientPasswordResetSent']>({
        sent_to: `${holder.email[0]}•••${holder.email.slice(holder.email.indexOf('@'))}`,
        forename: holder.forename,
        surname: holder.surname,
        expires_at: '2026-05-05T10:00:00.000Z',
      });
    }),
  ];
}

export const patientResetSendingHandlers = [
  http.post(RESET, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/**
 * The patient's link: `state` is what GET says first; POST checks the password rules like the server and then
 * the link is used.
 */
export function consultResetHandlers(initial: Schemas['PatientPasswordResetLink']['state'] | 'unknown' = 'valid') {
  let state = initial;
  const link = (): Schemas['PatientPasswordResetLink'] => ({
    state: state === 'unknown' ? 'expired' : state,
    organisation: 'Riverside Medical Centre',
    ...(state === 'valid' ? { forename: 'Eleanor' } : {}),
  });
  return [
    http.get(LINK, () =>
      state === 'unknown'
        ? problem(404, 'This link is not valid. Ask your GP practice to send you a new one.')
        : HttpResponse.json(link()),
    ),
    http.post<{ token: string }, { password: string; password_confirmation: string }>(LINK, async ({ request }) => {
      const body = await request.json();
      if (state === 'used')
        return problem(410, 'This link has already been used. Ask your GP practice to send you a new one.');
      if (body.password.length < 12) {
        return problem(400, 'Your password must be at least 12 characters.', {
          fields: { password: 'Your password must be at least 12 characters.' },
        });
      }
      state = 'used';
      return HttpResponse.json(link());
    }),
  ];
}

export const consultResetLoadingHandlers = [
  http.get(LINK, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

import { delay, http, HttpResponse } from 'msw';
import type { RestComponents } from '@/shared/api';
import { problem } from './request-handlers';

type ClientSettings = RestComponents['schemas']['ClientSettings'];
type EmailSettings = RestComponents['schemas']['EmailNotificationSettings'];
type Recipient = RestComponents['schemas']['ExternalRecipient'];

const CLIENT_SETTINGS = '*/api/console/wcms_id/:wcmsId/client-settings';
const CLIENT_POLICY = '*/api/client-settings/wcms_id/:wcmsId';
const EMAIL = '*/api/console/wcms_id/:wcmsId/email-notifications';
const RECIPIENTS = '*/api/console/wcms_id/:wcmsId/external-recipients';
const RECIPIENT = '*/api/console/wcms_id/:wcmsId/external-recipients/:id';
const FORWARD_RECIPIENTS = '*/api/my/messages/wcms_id/:wcmsId/external-recipients';
const FORWARD = '*/api/my/messages/wcms_id/:wcmsId/:id/forward';

export const consoleOrganisationMockUrls = {
  CLIENT_SETTINGS,
  CLIENT_POLICY,
  EMAIL,
  RECIPIENTS,
  RECIPIENT,
  FORWARD_RECIPIENTS,
  FORWARD,
} as const;

export function clientSettingsFixture(overrides: Partial<ClientSettings> = {}): ClientSettings {
  return {
    inactivity_timeout: { unit: 'hours', value: 1 },
    minimum_user_age: null,
    minimum_patient_age: 5,
    guest_use: true,
    guest_email_optional: true,
    response_target_hours: 48,
    ...overrides,
  };
}

export function externalRecipientsFixture(): Recipient[] {
  return [
    { id: 1, name: 'Dr Asha Patel', organisation: 'Riverside Hospital Cardiology', email: 'a.patel@nhs.net' },
    { id: 2, name: 'Adult social care', organisation: 'Riverside Council', email: 'adults@riverside.gov.uk' },
  ];
}

const validation = (fields: Record<string, string>) =>
  problem(400, Object.values(fields)[0]!, { code: 'VALIDATION_FAILED', fields });

const SECURE = /@([a-z0-9-]+\.)*(nhs\.net|nhs\.uk|nhs\.scot|gov\.uk)$/i;

/**
 * The console's organisation settings and the request view's forward, over in-memory state: client settings, the
 * client policy every member reads (1 hour), the notification address, and external recipients (off by default).
 */
export function consoleOrganisationHandlers(
  options: {
    clientSettings?: ClientSettings;
    email?: EmailSettings;
    recipientsEnabled?: boolean;
    recipients?: Recipient[];
  } = {},
) {
  let client = options.clientSettings ?? clientSettingsFixture();
  let email = options.email ?? { address: null, last_sent_at: null };
  let enabled = options.recipientsEnabled ?? false;
  let recipients = options.recipients ?? externalRecipientsFixture();
  let nextId = 100;
  const settingsBody = () => ({ enabled, recipients });
  const checkRecipient = (body: RestComponents['schemas']['ExternalRecipientInput'], exceptId?: number) => {
    const fields: Record<string, string> = {};
    if (!body.name.trim()) fields.name = "Enter the recipient's name";
    if (!body.organisation.trim()) fields.organisation = "Enter the recipient's organisation";
    if (!SECURE.test(body.email.trim())) {
      fields.email = 'Enter a secure email address ending in nhs.net, nhs.uk, nhs.scot or gov.uk';
    } else if (recipients.some((r) => r.id !== exceptId && r.email === body.email.trim().toLowerCase())) {
      fields.email = 'This email address is already on the list';
    }
    return fields;
  };
  return [
    http.get(CLIENT_POLICY, () => HttpResponse.json({ inactivity_timeout_minutes: 60, response_target_hours: 48 })),
    http.get(CLIENT_SETTINGS, () => HttpResponse.json(client)),
    http.put(CLIENT_SETTINGS, async ({ request }) => {
      const body = (await request.json()) as ClientSettings;
      const { unit, value } = body.inactivity_timeout;
      if (unit === 'minutes' && (value === null || value < 1 || value > 59)) {
        return validation({ 'inactivity_timeout.value': 'Enter a number of minutes from 1 to 59' });
      }
      client = body;
      return HttpResponse.json(client);
    }),
    http.get(EMAIL, () => HttpResponse.json(email)),
    http.put(EMAIL, async ({ request }) => {
      const body = (await request.json()) as { address: string | null };
      const address = body.address?.trim().toLowerCase() || null;
      if (address && !/@([a-z0-9-]+\.)*(nhs\.uk|nhs\.scot|carebridge\.nhs\.uk)$/.test(address)) {
        return validation({ address: 'Enter an email address ending in nhs.uk, nhs.scot or carebridge.nhs.uk' });
      }
      email = { ...email, address };
      return HttpResponse.json(email);
    }),
    http.get(RECIPIENTS, () => HttpResponse.json(settingsBody())),
    http.put(RECIPIENTS, async ({ request }) => {
      enabled = ((await request.json()) as { enabled: boolean }).enabled;
      return HttpResponse.json(settingsBody());
    }),
    http.post(RECIPIENTS, async ({ request }) => {
      const body = (await request.json()) as RestComponents['schemas']['ExternalRecipientInput'];
      const fields = checkRecipient(body);
      if (Object.keys(fields).length > 0) return validation(fields);
      const added = { id: nextId++, ...body, email: body.email.trim().toLowerCase() };
      recipients = [...recipients, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.put(RECIPIENT, async ({ request, params }) => {
      const id = Number(params.id);
      const body = (await request.json()) as RestComponents['schemas']['ExternalRecipientInput'];
      if (!recipients.some((r) => r.id === id)) return problem(404, 'External recipient not found');
      const fields = checkRecipient(body, id);
      if (Object.keys(fields).length > 0) return validation(fields);
      const changed = { id, ...body, email: body.email.trim().toLowerCase() };
      recipients = recipients.map((r) => (r.id === id ? changed : r));
      return HttpResponse.json(changed);
    }),
    http.delete(RECIPIENT, ({ params }) => {
      const id = Number(params.id);
      if (!recipients.some((r) => r.id === id)) return problem(404, 'External recipient not found');
      recipients = recipients.filter((r) => r.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(FORWARD_RECIPIENTS, () => HttpResponse.json({ enabled, recipients: enabled ? recipients : [] })),
    http.post(FORWARD, async ({ request }) => {
      if (!enabled) return problem(403, 'External recipients are not enabled for this organisation');
      const body = (await request.json()) as { recipient_id: number; note?: string };
      const recipient = recipients.find((r) => r.id === body.recipient_id);
      if (!recipient) return validation({ recipient_id: 'Choose an external recipient from the list' });
      return HttpResponse.json({ recipient, sent_at: new Date().toISOString() });
    }),
  ];
}

/** Every call of these areas waits for ever (the loading states). */
export function consoleOrganisationLoadingHandlers() {
  const wait = async () => {
    await delay('infinite');
    return HttpResponse.json({});
  };
  return [CLIENT_SETTINGS, EMAIL, RECIPIENTS, FORWARD_RECIPIENTS].map((url) => http.get(url, wait));
}

/** Every read of these areas fails (the error states). */
export function consoleOrganisationErrorHandlers(status = 500) {
  return [CLIENT_SETTINGS, EMAIL, RECIPIENTS, FORWARD_RECIPIENTS].map((url) =>
    http.get(url, () => problem(status, 'Response not successful: Received status code 500')),
  );
}

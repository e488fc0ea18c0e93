import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { latestMessageTo, type Json } from '../../test/helpers.js';
import { isSecureEmail } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());
beforeEach(() => clock.advance(1_000));

const SUPER = 1;
const CLINICIAN = 2; // role 'no': the requests area, no console
const RECEPTION = 3; // basic console access
const MANAGER = 4; // advanced

async function rest(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  userId: number | null = MANAGER,
) {
  const headers = userId === null ? {} : (await t.signIn(userId)).headers;
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  return { status: response.statusCode, body: response.body ? (response.json() as Json) : null };
}

const CONSOLE = '/console/wcms_id/1001/external-recipients';
const cardiology = { name: 'Dr Asha Patel', organisation: 'Riverside Hospital Cardiology', email: 'a.patel@nhs.net' };
const setEnabled = (enabled: boolean) => rest('PUT', CONSOLE, { enabled });

/** A request of Riverside's from the demo inbox. */
async function someRequestId(): Promise<number> {
  const list = await rest('GET', '/my/messages/wcms_id/1001?pool_id=0&page_size=1', undefined, RECEPTION);
  return list.body!._embedded.messages[0].id as number;
}

describe('external recipients in the console', () => {
  it('are refused without a token, without console access, with basic access and for another organisation', async () => {
    expect((await rest('GET', CONSOLE, undefined, null)).status).toBe(401);
    expect((await rest('GET', CONSOLE, undefined, CLINICIAN)).status).toBe(403);
    expect(await rest('GET', CONSOLE, undefined, RECEPTION)).toMatchObject({
      status: 403,
      body: { message: 'You have not been given access to advanced settings' },
    });
    expect((await rest('POST', CONSOLE, cardiology, RECEPTION)).status).toBe(403);
    expect((await rest('GET', '/console/wcms_id/1002/external-recipients', undefined, RECEPTION)).status).toBe(403);
    expect(await rest('GET', CONSOLE, undefined, SUPER)).toEqual({
      status: 200,
      body: { enabled: false, recipients: [] },
    });
  });

  it('validates the name, organisation and secure email address, unique in the organisation', async () => {
    const blank = await rest('POST', CONSOLE, { name: ' ', organisation: '', email: 'someone@gmail.com' });
    expect(blank.status).toBe(400);
    expect(blank.body!.fields).toEqual({
      name: "Enter the recipient's name",
      organisation: "Enter the recipient's organisation",
      email: 'Enter a secure email address ending in nhs.net, nhs.uk, nhs.scot or gov.uk',
    });
    const long = await rest('POST', CONSOLE, { ...cardiology, name: 'x'.repeat(101) });
    expect(long.body!.fields.name).toBe('Name must be 100 characters or fewer');
    const added = await rest('POST', CONSOLE, { ...cardiology, email: ' A.Patel@NHS.net ' });
    expect(added).toEqual({ status: 201, body: { id: expect.any(Number), ...cardiology } });
    const again = await rest('POST', CONSOLE, { ...cardiology, name: 'Someone else' });
    expect(again.body!.fields.email).toBe('This email address is already on the list');
    // another organisation may have the same address
    expect((await rest('POST', '/console/wcms_id/1002/external-recipients', cardiology)).status).toBe(201);
  });

  it('changes and removes recipients of its own organisation only', async () => {
    const { body } = await rest('POST', CONSOLE, {
      name: 'Social care team',
      organisation: 'Riverside Council',
      email: 'adults@riverside.gov.uk',
    });
    const url = `${CONSOLE}/${body!.id}`;
    const changed = await rest('PUT', url, {
      name: 'Adult social care',
      organisation: 'Riverside Council',
      email: 'adults@riverside.gov.uk',
    });
    expect(changed.body).toMatchObject({ name: 'Adult social care' });
    expect((await rest('PUT', url, { ...cardiology })).body!.fields.email).toBe(
      'This email address is already on the list',
    );
    expect((await rest('DELETE', `/console/wcms_id/1002/external-recipients/${body!.id}`)).status).toBe(404);
    expect((await rest('DELETE', url)).status).toBe(204);
    expect((await rest('DELETE', url)).status).toBe(404);
    expect((await rest('GET', CONSOLE)).body!.recipients.map((r: Json) => r.name)).toEqual(['Dr Asha Patel']);
  });

  it('accepts only valid addresses on the secure domains (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9.]{0,10}$/),
        fc.constantFrom('nhs.net', 'trust.nhs.uk', 'nhs.scot', 'council.gov.uk', 'gmail.com', 'nhs.net.example.com'),
        (local, domain) => {
          const secure = ['nhs.net', 'trust.nhs.uk', 'nhs.scot', 'council.gov.uk'].includes(domain);
          expect(isSecureEmail(`${local}@${domain}`)).toBe(secure && /^[a-z0-9]+(\.[a-z0-9]+)*$/.test(local));
        },
      ),
    );
  });
});

describe('forwarding a request', () => {
  it('is refused while external recipients are off, and offers nobody', async () => {
    const id = await someRequestId();
    const recipients = await rest('GET', '/my/messages/wcms_id/1001/external-recipients', undefined, RECEPTION);
    expect(recipients.body).toEqual({ enabled: false, recipients: [] });
    const refused = await rest('POST', `/my/messages/wcms_id/1001/${id}/forward`, { recipient_id: 1 }, RECEPTION);
    expect(refused).toMatchObject({
      status: 403,
      body: {
        code: 'EXTERNAL_RECIPIENTS_DISABLED',
        message: 'External recipients are not enabled for this organisation',
      },
    });
  });

  it('sends the request by secure email through the messaging provider and records it in the thread', async () => {
    expect((await setEnabled(true)).body!.enabled).toBe(true);
    const { body } = await rest('GET', '/my/messages/wcms_id/1001/external-recipients', undefined, CLINICIAN);
    expect(body!.enabled).toBe(true);
    const recipient = body!.recipients.find((r: Json) => r.email === 'a.patel@nhs.net');
    const id = await someRequestId();
    const detail = (await rest('GET', `/my/messages/wcms_id/1001/${id}`, undefined, RECEPTION)).body!;

    const forwarded = await rest(
      'POST',
      `/my/messages/wcms_id/1001/${id}/forward`,
      { recipient_id: recipient.id, note: 'For your opinion, please.' },
      RECEPTION,
    );
    expect(forwarded).toEqual({
      status: 200,
      body: { recipient, sent_at: clock.now().toISOString() },
    });
    const email = await latestMessageTo(t, 'a.patel@nhs.net');
    expect(email).toMatchObject({
      channel: 'email',
      wcmsId: 1001,
      subject: `Request ${detail.reference} forwarded by Riverside Medical Centre`,
    });
    expect(email!.body).toContain('Note: For your opinion, please.');
    expect(email!.body).toContain(`Patient: ${detail.patient.name}`);
    const after = (await rest('GET', `/my/messages/wcms_id/1001/${id}`, undefined, RECEPTION)).body!;
    const entry = after.thread.at(-1);
    expect(entry).toMatchObject({
      kind: 'note',
      body: 'Forwarded to Dr Asha Patel (Riverside Hospital Cardiology, a.patel@nhs.net) by secure email. Note: For your opinion, please.',
    });
  });

  it('refuses a recipient of another organisation, an unknown request, other organisations and the super role', async () => {
    const hillview = (await rest('GET', '/console/wcms_id/1002/external-recipients')).body!.recipients[0];
    const id = await someRequestId();
    const other = await rest(
      'POST',
      `/my/messages/wcms_id/1001/${id}/forward`,
      { recipient_id: hillview.id },
      RECEPTION,
    );
    expect(other.status).toBe(400);
    expect(other.body!.fields.recipient_id).toBe('Choose an external recipient from the list');
    const mine = (await rest('GET', CONSOLE)).body!.recipients[0];
    const long = await rest(
      'POST',
      `/my/messages/wcms_id/1001/${id}/forward`,
      { recipient_id: mine.id, note: 'x'.repeat(2001) },
      RECEPTION,
    );
    expect(long.body!.fields.note).toBe('The note must be 2000 characters or fewer');
    expect(
      (await rest('POST', `/my/messages/wcms_id/1001/999999/forward`, { recipient_id: mine.id }, RECEPTION)).status,
    ).toBe(404);
    expect(
      (await rest('POST', `/my/messages/wcms_id/1002/${id}/forward`, { recipient_id: mine.id }, RECEPTION)).status,
    ).toBe(403);
    expect(
      (await rest('POST', `/my/messages/wcms_id/1001/${id}/forward`, { recipient_id: mine.id }, SUPER)).status,
    ).toBe(403);
    expect(
      (await rest('POST', `/my/messages/wcms_id/1001/${id}/forward`, { recipient_id: mine.id }, null)).status,
    ).toBe(401);
  });

  it('is refused again once disabled', async () => {
    await setEnabled(false);
    const mine = (await rest('GET', CONSOLE)).body!.recipients[0];
    const id = await someRequestId();
    expect(
      (await rest('POST', `/my/messages/wcms_id/1001/${id}/forward`, { recipient_id: mine.id }, RECEPTION)).status,
    ).toBe(403);
    expect((await rest('GET', '/my/messages/wcms_id/1001/external-recipients', undefined, RECEPTION)).body).toEqual({
      enabled: false,
      recipients: [],
    });
  });
});

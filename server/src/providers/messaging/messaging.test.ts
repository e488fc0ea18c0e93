import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { createOutboxMessaging, OUTBOX_FAILURE_REASON } from './outbox.js';
import { createNotifyMessaging, type NotifyApi } from './notify.js';
import { outboxMessages } from './tables.js';
import { sendAll, type MessagingProvider } from './provider.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
const sentToNotify: { kind: string; to: string; personalisation: Record<string, string> }[] = [];
const fakeNotify: NotifyApi = {
  sendSms: async (_template, to, options) => {
    sentToNotify.push({ kind: 'sms', to, personalisation: options.personalisation });
    return { data: { id: `notify-${sentToNotify.length}` } };
  },
  sendEmail: async (_template, to, options) => {
    sentToNotify.push({ kind: 'email', to, personalisation: options.personalisation });
    return { data: { id: `notify-${sentToNotify.length}` } };
  },
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { notify: { apiKey: 'k', smsTemplateId: 's', emailTemplateId: 'e', callbackToken: 'callback-secret' } },
  });
});
afterAll(async () => t.close());

describe('the embedded outbox', () => {
  it('moves a message pending → queued → sent → delivered as receipts would arrive', async () => {
    const outbox = createOutboxMessaging(t.database.db, clock);
    const { id } = await outbox.send({ channel: 'sms', recipient: '07700900123', body: 'Hello' });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      await outbox.refreshReceipts();
      seen.push((await outbox.deliveryStates([id]))[0]!.status);
      clock.advance(2_000);
    }
    expect(seen).toEqual(['pending', 'queued', 'sent', 'delivered']);
  });

  it('fails a message the simulated network cannot reach, with a reason', async () => {
    const outbox = createOutboxMessaging(t.database.db, clock);
    const [{ id }] = (await outbox.sendMany([{ channel: 'sms', recipient: '07700900000', body: 'Hello' }])) as [
      { id: string },
    ];
    clock.advance(10_000);
    await outbox.refreshReceipts();
    expect(await outbox.deliveryStates([id])).toEqual([
      expect.objectContaining({ status: 'failed', reason: OUTBOX_FAILURE_REASON }),
    ]);
  });
});

describe('the GOV.UK Notify adapter', () => {
  it('sends SMS through Notify and records its delivery-status callbacks', async () => {
    const notify = createNotifyMessaging(
      t.database.db,
      clock,
      { apiKey: 'k', smsTemplateId: 's', emailTemplateId: 'e' },
      fakeNotify,
    );
    const { id } = await notify.send({ channel: 'sms', recipient: '07700900123', body: 'Your code is 123456' });
    expect(sentToNotify.at(-1)).toEqual({
      kind: 'sms',
      to: '07700900123',
      personalisation: { body: 'Your code is 123456' },
    });
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
    expect(row).toMatchObject({ status: 'queued', providerRef: `notify-${sentToNotify.length}` });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/notify-callback',
      headers: { authorization: 'Bearer wrong' },
      payload: { id: row!.providerRef, status: 'delivered' },
    });
    expect(refused.statusCode).toBe(401);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/notify-callback',
      headers: { authorization: 'Bearer callback-secret' },
      payload: { id: row!.providerRef, status: 'permanent-failure', to: '07700900123' },
    });
    expect(accepted.statusCode).toBe(204);
    expect(await notify.deliveryStates([id])).toEqual([
      expect.objectContaining({ status: 'failed', reason: expect.stringMatching(/permanent failure/) }),
    ]);
  });

  it('records NHS App messages as failed, since Notify cannot deliver them', async () => {
    const notify = createNotifyMessaging(
      t.database.db,
      clock,
      { apiKey: 'k', smsTemplateId: 's', emailTemplateId: 'e' },
      fakeNotify,
    );
    const { id } = await notify.send({ channel: 'nhs_app', recipient: '9434765919', body: 'Hello' });
    expect((await notify.deliveryStates([id]))[0]).toMatchObject({ status: 'failed' });
  });
});

describe('providers written for send() alone', () => {
  it('still take batches, one message at a time', async () => {
    const sent: string[] = [];
    const minimal: MessagingProvider = {
      send: async (message) => {
        sent.push(message.recipient);
        return { id: `id-${sent.length}` };
      },
    };
    const ids = await sendAll(minimal, [
      { channel: 'sms', recipient: '07700900001', body: 'a' },
      { channel: 'sms', recipient: '07700900002', body: 'b' },
    ]);
    expect(ids).toEqual([{ id: 'id-1' }, { id: 'id-2' }]);
    expect(sent).toEqual(['07700900001', '07700900002']);
  });
});

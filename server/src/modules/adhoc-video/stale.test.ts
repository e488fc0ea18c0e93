import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import type { RealtimePublisher } from '../../realtime/publisher.js';
import { clinicianNotifications } from '../notifications/index.js';
import { demoNhsNumber } from '../clinical-system/index.js';
import { adhocVideos } from './tables.js';
import { endStaleVideos, participantJoined, participantLeft, STALE_VIDEO_MS } from './service.js';

// Issue 23: a call whose windows were closed ends by itself; its 'Video patient ready' notification opens the
// call and goes when the call ends.

const CLINICIAN = 2;
const clock = createTestClock(new Date('2026-05-04T10:00:00Z'));
let t: TestApp;
const told = { ended: [] as number[], refreshed: [] as number[] };
const realtime: RealtimePublisher = {
  staffNotification: () => undefined,
  clinicianNotification: (_wcmsId, userId) => void told.refreshed.push(userId),
  videoEnded: (id) => void told.ended.push(id),
};

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const ctx = () => ({ db: t.database.db, clock, config: t.config, messaging: undefined as never, realtime });

/** A call the clinician started and the patient joined: the clinician has a 'Video patient ready' notification. */
async function startedCall(): Promise<number> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/adhoc-video',
    headers: (await t.signIn(CLINICIAN)).headers,
    payload: {
      wcms_id: 1001,
      patient_nhs_number: demoNhsNumber(41),
      patient_details: { forename: 'Amara', surname: 'Okoye', mobile_numbers: ['07700900461'] },
    },
  });
  expect(created.statusCode).toBe(201);
  const id = (created.json() as Json).id as number;
  const started = await gql(
    t,
    'mutation StartAdhocVideo($id: ID!) { startAdhocVideo(id: $id) { room } }',
    { id: String(id) },
    { token: (await t.signIn(CLINICIAN)).bearerToken },
  );
  expect(started.errors).toBeUndefined();
  const [row] = await t.database.db.select().from(adhocVideos).where(eq(adhocVideos.id, id));
  await participantJoined({ db: t.database.db, clock, realtime }, row!, 'clinician', 1);
  const [again] = await t.database.db.select().from(adhocVideos).where(eq(adhocVideos.id, id));
  await participantJoined({ db: t.database.db, clock, realtime }, again!, 'guest', 2);
  return id;
}

const notificationsOf = (id: number) =>
  t.database.db.select().from(clinicianNotifications).where(eq(clinicianNotifications.adhocVideoId, id));
const row = async (id: number) => (await t.database.db.select().from(adhocVideos).where(eq(adhocVideos.id, id)))[0]!;

describe('stale video calls (issue 23)', () => {
  it("links 'Video patient ready' to its call", async () => {
    const id = await startedCall();
    const notes = await notificationsOf(id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ subject: 'Video patient ready', userId: CLINICIAN });
    const listed = await gql(
      t,
      'query ClinicianNotifications($w: ID!) { clinicianNotifications(wcmsId: $w) { subject adhocVideoId } }',
      { w: '1001' },
      { token: (await t.signIn(CLINICIAN)).bearerToken },
    );
    expect(listed.data!.clinicianNotifications).toContainEqual({
      subject: 'Video patient ready',
      adhocVideoId: String(id),
    });
  });

  it('ends a call everyone left once nobody has been seen in it for a while, and clears its notification', async () => {
    const id = await startedCall();
    await participantLeft(t.database.db, id, 0, clock.now());
    const leftAt = clock.now();

    // not yet: a moment away (a reload, a lost connection) does not end the call
    clock.advance(STALE_VIDEO_MS - 60_000);
    expect(await endStaleVideos(ctx(), async () => 0)).not.toContain(id);
    expect((await row(id)).completed).toBe(false);

    clock.advance(2 * 60_000);
    told.ended = [];
    told.refreshed = [];
    expect(await endStaleVideos(ctx(), async () => 0)).toContain(id);
    const ended = await row(id);
    expect(ended.completed).toBe(true);
    // it ended when it was last seen, not when the sweep came by
    expect(ended.endedDt).toEqual(leftAt);
    expect(ended.participants).toBe(0);
    expect(told.ended).toContain(id);
    expect(await notificationsOf(id)).toHaveLength(0);
    expect(told.refreshed).toContain(CLINICIAN);
    // a second pass leaves it be
    expect(await endStaleVideos(ctx(), async () => 0)).not.toContain(id);
  });

  it('keeps a long call with someone still in it, marking it seen', async () => {
    const id = await startedCall();
    clock.advance(STALE_VIDEO_MS + 60_000);
    expect(await endStaleVideos(ctx(), async (appointmentId) => (appointmentId === id ? 2 : 0))).not.toContain(id);
    const kept = await row(id);
    expect(kept.completed).toBe(false);
    expect(kept.lastSeenDt).toEqual(clock.now());
    expect(await notificationsOf(id)).toHaveLength(1);
  });

  it('clears the notification when the clinician completes the call', async () => {
    const id = await startedCall();
    const completed = await gql(
      t,
      'mutation CompleteAdhocVideo($id: ID!) { completeAdhocVideo(id: $id) { id } }',
      { id: String(id) },
      { token: (await t.signIn(CLINICIAN)).bearerToken },
    );
    expect(completed.errors).toBeUndefined();
    expect(await notificationsOf(id)).toHaveLength(0);
  });
});

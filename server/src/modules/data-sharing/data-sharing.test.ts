import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { crossOrganisationFailure, type CrossOrganisationFacts } from '@contracts/rules/data-sharing.js';
import { createTestApp, createTestClock, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';
import { addRequest } from '../messages/test-fixtures.js';
import { requests, requestThread } from '../messages/index.js';
import { groupShares, groups } from '../groups/index.js';
import { organisations } from '../organisations/index.js';
import { dataSharingAgreements, requestSharingConsent } from './tables.js';
import { DATA_SHARING_MESSAGES } from './rules.js';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t.close());

const SUPER = 1;
const CLINICIAN = 2; // Riverside, requests area
const RECEPTION = 3; // Riverside only, console basic
const MANAGER = 4; // Riverside and Hillview, console advanced in both
const HILLVIEW_RECEPTION = 6; // Hillview's group Reception
const words = DATA_SHARING_MESSAGES.failures;

async function as(userId: number, query: string, variables: Record<string, unknown> = {}) {
  return gql<Json>(t, query, variables, { token: (await t.signIn(userId)).bearerToken });
}
const errorOf = (body: Json) => body.errors?.[0] as { message: string; extensions?: Json } | undefined;

const LIST =
  'query ConsoleDataSharingAgreements($w: ID!) { consoleDataSharingAgreements(wcmsId: $w) { id side status proposerName recipientName proposedBy decidedBy decidedAt endedBy endedAt canAccept canRefuse canEnd } }';
const PROPOSE =
  'mutation ProposeDataSharingAgreement($w: ID!, $r: String!) { proposeDataSharingAgreement(wcmsId: $w, recipientWcmsId: $r) { id status side } }';
const DECIDE =
  'mutation DecideDataSharingAgreement($w: ID!, $id: ID!, $d: DataSharingDecision!) { decideDataSharingAgreement(wcmsId: $w, agreementId: $id, decision: $d) { id status decidedBy decidedAt } }';
const END =
  'mutation EndDataSharingAgreement($w: ID!, $id: ID!) { endDataSharingAgreement(wcmsId: $w, agreementId: $id) { id status endedBy endedAt } }';
const NAVIGATION =
  'query CrossOrganisationNavigation($w: ID!, $r: ID!) { crossOrganisationNavigation(wcmsId: $w, requestId: $r) { sharingConsent sharingConsentRecordedBy destinations { groupId groupName organisationName agreement } } }';
const CONSENT =
  'mutation RecordSharingConsent($w: ID!, $r: ID!, $c: SharingConsent!) { recordSharingConsent(wcmsId: $w, requestId: $r, consent: $c) { sharingConsent sharingConsentRecordedBy } }';
const NAVIGATE =
  'mutation CareNavigateToOrganisation($w: ID!, $r: ID!, $g: ID!, $o: String) { careNavigateToOrganisation(wcmsId: $w, requestId: $r, groupId: $g, overrideReason: $o) { wcmsId organisationName groupName } }';

async function resetSharing() {
  await t.database.db.delete(dataSharingAgreements);
  await t.database.db.delete(groupShares).where(eq(groupShares.groupId, HILLVIEW_RECEPTION));
  await t.database.db.update(groups).set({ active: true }).where(eq(groups.id, HILLVIEW_RECEPTION));
  await t.database.db
    .update(organisations)
    .set({ active: true, features: { outbound: true, requests: true, totalTriage: false } })
    .where(eq(organisations.wcmsId, 1002));
}

/** Riverside proposes to Hillview, and Hillview accepts (optionally). */
async function agreement(accept = true): Promise<string> {
  const proposed = await as(MANAGER, PROPOSE, { w: '1001', r: '1002' });
  const id = proposed.data?.proposeDataSharingAgreement.id as string;
  if (accept) await as(MANAGER, DECIDE, { w: '1002', id, d: 'accept' });
  return id;
}

const share = () => t.database.db.insert(groupShares).values({ groupId: HILLVIEW_RECEPTION, wcmsId: 1001 });

async function whereIs(requestId: number) {
  const [row] = await t.database.db
    .select({ wcmsId: requests.wcmsId, poolId: requests.poolId })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row;
}

describe('data sharing agreements (console, advanced)', () => {
  beforeEach(async () => {
    clock.advance(60_000);
    await resetSharing();
  });

  it('a practice proposes, the recipient accepts (who and when recorded), both see it, either side ends it', async () => {
    const proposed = await as(MANAGER, PROPOSE, { w: '1001', r: ' 1002 ' });
    expect(proposed.data?.proposeDataSharingAgreement).toMatchObject({ status: 'proposed', side: 'proposer' });
    const id = proposed.data?.proposeDataSharingAgreement.id as string;

    const mine = (await as(MANAGER, LIST, { w: '1001' })).data?.consoleDataSharingAgreements;
    expect(mine).toEqual([
      expect.objectContaining({
        side: 'proposer',
        status: 'proposed',
        recipientName: 'Hillview Surgery',
        proposedBy: 'Grace Adeyemi',
        canAccept: false,
        canEnd: true,
      }),
    ]);
    const theirs = (await as(MANAGER, LIST, { w: '1002' })).data?.consoleDataSharingAgreements;
    expect(theirs).toEqual([
      expect.objectContaining({ side: 'recipient', proposerName: 'Riverside Medical Centre', canAccept: true }),
    ]);

    // only the recipient decides
    expect(errorOf(await as(MANAGER, DECIDE, { w: '1001', id, d: 'accept' }))?.message).toBe(
      DATA_SHARING_MESSAGES.notRecipient,
    );
    const accepted = await as(MANAGER, DECIDE, { w: '1002', id, d: 'accept' });
    expect(accepted.data?.decideDataSharingAgreement).toMatchObject({
      status: 'accepted',
      decidedBy: 'Grace Adeyemi',
      decidedAt: clock.now().toISOString(),
    });
    expect(errorOf(await as(MANAGER, DECIDE, { w: '1002', id, d: 'refuse' }))?.message).toBe(
      DATA_SHARING_MESSAGES.notProposed,
    );
    // one live agreement per pair
    const again = await as(MANAGER, PROPOSE, { w: '1001', r: '1002' });
    expect(errorOf(again)?.extensions?.fields).toEqual({ recipientWcmsId: DATA_SHARING_MESSAGES.agreementExists });

    // the recipient ends it
    const ended = await as(MANAGER, END, { w: '1002', id });
    expect(ended.data?.endDataSharingAgreement).toMatchObject({ status: 'ended', endedBy: 'Grace Adeyemi' });
    expect(errorOf(await as(MANAGER, END, { w: '1001', id }))?.message).toBe(DATA_SHARING_MESSAGES.alreadyEnded);
    // and a new one can be proposed
    expect((await as(MANAGER, PROPOSE, { w: '1001', r: '1002' })).data?.proposeDataSharingAgreement.status).toBe(
      'proposed',
    );
  });

  it('the recipient refuses; the proposer may withdraw a proposal', async () => {
    const id = await agreement(false);
    const refused = await as(MANAGER, DECIDE, { w: '1002', id, d: 'refuse' });
    expect(refused.data?.decideDataSharingAgreement.status).toBe('refused');
    const second = await agreement(false);
    expect((await as(MANAGER, END, { w: '1001', id: second })).data?.endDataSharingAgreement.status).toBe('ended');
  });

  it('refuses a blank, unknown or own organisation with a field message', async () => {
    const fields = async (r: string) => errorOf(await as(MANAGER, PROPOSE, { w: '1001', r }))?.extensions?.fields;
    expect(await fields('')).toEqual({ recipientWcmsId: DATA_SHARING_MESSAGES.recipientRequired });
    expect(await fields('abc')).toEqual({ recipientWcmsId: DATA_SHARING_MESSAGES.recipientRequired });
    expect(await fields('9999')).toEqual({ recipientWcmsId: 'There is no organisation with this id.' });
    expect(await fields('1001')).toEqual({ recipientWcmsId: 'It already belongs to this organisation.' });
  });

  it('an organisation outside the agreement neither sees nor changes it', async () => {
    await t.database.db
      .insert(organisations)
      .values({
        wcmsId: 1099,
        name: 'Third Practice',
        clinicalSystem: 'emisweb',
        features: { outbound: true, requests: true, totalTriage: false },
      })
      .onConflictDoNothing();
    const id = await agreement(false);
    // the super user acts for any organisation with every right
    expect((await as(SUPER, LIST, { w: '1099' })).data?.consoleDataSharingAgreements).toEqual([]);
    expect(errorOf(await as(SUPER, DECIDE, { w: '1099', id, d: 'accept' }))?.extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await as(SUPER, END, { w: '1099', id }))?.extensions?.code).toBe('NOT_FOUND');
    // reception (Riverside only, basic) is refused at Hillview and on this advanced area
    expect(errorOf(await as(RECEPTION, END, { w: '1002', id }))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await as(RECEPTION, LIST, { w: '1001' }))?.message).toBe(
      'You have not been given access to advanced settings',
    );
  });
});

describe('care navigation to another organisation (spec §4 failures)', () => {
  beforeEach(async () => {
    clock.advance(60_000);
    await resetSharing();
  });

  it('lists the groups others share with the organisation, with the agreement state', async () => {
    const id = await addRequest(t.database.db);
    expect((await as(CLINICIAN, NAVIGATION, { w: '1001', r: String(id) })).data?.crossOrganisationNavigation).toEqual({
      sharingConsent: null,
      sharingConsentRecordedBy: null,
      destinations: [],
    });
    await share();
    await agreement();
    expect(
      (await as(CLINICIAN, NAVIGATION, { w: '1001', r: String(id) })).data?.crossOrganisationNavigation.destinations,
    ).toEqual([{ groupId: '6', groupName: 'Reception', organisationName: 'Hillview Surgery', agreement: 'accepted' }]);
    // another organisation's request is not found; another organisation is refused
    expect(errorOf(await as(CLINICIAN, NAVIGATION, { w: '1001', r: '101' }))?.extensions?.code).toBe('NOT_FOUND');
    expect(errorOf(await as(CLINICIAN, NAVIGATION, { w: '1002', r: String(id) }))?.extensions?.code).toBe('FORBIDDEN');
  });

  it('moves the request to the group with an accepted agreement, counted there, its history saying so', async () => {
    const id = await addRequest(t.database.db, { type: 'medical', clinicalPatientId: 'x', identity: 'matched' });
    await share();
    await agreement();
    const moved = await as(RECEPTION, NAVIGATE, { w: '1001', r: String(id), g: String(HILLVIEW_RECEPTION) });
    expect(moved.data?.careNavigateToOrganisation).toEqual({
      wcmsId: '1002',
      organisationName: 'Hillview Surgery',
      groupName: 'Reception',
    });
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, id));
    expect(row).toMatchObject({ wcmsId: 1002, poolId: 6, clinicalPatientId: null, identity: 'unmatched' });
    expect(row?.countedOn).not.toBeNull();
    const thread = await t.database.db
      .select()
      .from(requestThread)
      .where(eq(requestThread.requestId, id))
      .orderBy(asc(requestThread.id));
    expect(thread.at(-1)?.body).toBe(
      'Care navigated from Riverside Medical Centre to Hillview Surgery (Reception) by Tom Hughes.',
    );
    // spec §4: the data sharing agreement is noted
    expect(thread.at(-2)?.body).toBe(
      'Shared under the data sharing agreement between Riverside Medical Centre and Hillview Surgery, accepted by Hillview Surgery.',
    );
    // Riverside no longer sees it
    expect(errorOf(await as(RECEPTION, NAVIGATION, { w: '1001', r: String(id) }))?.extensions?.code).toBe('NOT_FOUND');
  });

  it('each failure refuses with its own message and leaves the request where it was', async () => {
    const id = await addRequest(t.database.db, { type: 'medical' });
    const navigate = async (userId = RECEPTION) =>
      errorOf(await as(userId, NAVIGATE, { w: '1001', r: String(id), g: String(HILLVIEW_RECEPTION) }));
    const expectRefused = async (code: string, message: string) => {
      const error = await navigate();
      expect(error?.extensions?.code).toBe(code);
      expect(error?.message).toBe(message);
      expect(await whereIs(id)).toEqual({ wcmsId: 1001, poolId: 1 });
    };

    // a group not shared with Riverside: no access
    await expectRefused('ACCESS_REVOKED', words.accessRevoked('Hillview Surgery'));
    // a group of Riverside's own is no other organisation's
    const own = errorOf(await as(RECEPTION, NAVIGATE, { w: '1001', r: String(id), g: '2' }));
    expect(own?.extensions?.fields).toEqual({ groupId: DATA_SHARING_MESSAGES.groupNotFound });
    await share();
    // no agreement, then a proposal not yet accepted
    await expectRefused('NO_AGREEMENT', words.noAgreement('Hillview Surgery'));
    const proposal = await agreement(false);
    await expectRefused('NO_AGREEMENT', words.noAgreement('Hillview Surgery'));
    // refused: access revoked
    await as(MANAGER, DECIDE, { w: '1002', id: proposal, d: 'refuse' });
    await expectRefused('ACCESS_REVOKED', words.accessRevoked('Hillview Surgery'));
    // accepted, then ended by the recipient: access revoked
    const accepted = await agreement();
    await as(MANAGER, END, { w: '1002', id: accepted });
    await expectRefused('ACCESS_REVOKED', words.accessRevoked('Hillview Surgery'));
    await agreement();
    // the group no longer shared: access revoked
    await t.database.db.delete(groupShares).where(eq(groupShares.groupId, HILLVIEW_RECEPTION));
    await expectRefused('ACCESS_REVOKED', words.accessRevoked('Hillview Surgery'));
    await share();
    // the destination deleted (deactivated)
    await t.database.db.update(groups).set({ active: false }).where(eq(groups.id, HILLVIEW_RECEPTION));
    await expectRefused('DESTINATION_DELETED', words.destinationDeleted('Hillview Surgery', 'Reception'));
    await t.database.db.update(groups).set({ active: true }).where(eq(groups.id, HILLVIEW_RECEPTION));
    // the organisation off Carebridge Consult (requests not enabled, or no longer active)
    await t.database.db
      .update(organisations)
      .set({ features: { outbound: true, requests: false, totalTriage: false } })
      .where(eq(organisations.wcmsId, 1002));
    await expectRefused('ORGANISATION_OFF_CONSULT', words.organisationOffConsult('Hillview Surgery'));
    await resetSharing();
    await share();
    await agreement();
    await t.database.db.update(organisations).set({ active: false }).where(eq(organisations.wcmsId, 1002));
    await expectRefused('ORGANISATION_OFF_CONSULT', words.organisationOffConsult('Hillview Surgery'));
    await t.database.db.update(organisations).set({ active: true }).where(eq(organisations.wcmsId, 1002));
  });

  it('the daily limit reached at the destination refuses (Hillview takes no admin requests a day)', async () => {
    const id = await addRequest(t.database.db, { type: 'admin' });
    await share();
    await agreement();
    const error = errorOf(await as(RECEPTION, NAVIGATE, { w: '1001', r: String(id), g: String(HILLVIEW_RECEPTION) }));
    expect(error?.extensions?.code).toBe('DAILY_LIMIT_REACHED');
    expect(error?.message).toBe(words.dailyLimitReached('Hillview Surgery', 0, 'admin'));
    expect(await whereIs(id)).toEqual({ wcmsId: 1001, poolId: 1 });
  });

  it('a patient’s sharing denial refuses until a reason overrides it, recorded with who', async () => {
    const id = await addRequest(t.database.db, { type: 'medical' });
    await share();
    await agreement();
    const recorded = await as(RECEPTION, CONSENT, { w: '1001', r: String(id), c: 'denied' });
    expect(recorded.data?.recordSharingConsent).toEqual({
      sharingConsent: 'denied',
      sharingConsentRecordedBy: 'Tom Hughes',
    });
    const navigate = (o?: string) =>
      as(RECEPTION, NAVIGATE, { w: '1001', r: String(id), g: String(HILLVIEW_RECEPTION), o });
    for (const reason of [undefined, '   ']) {
      const error = errorOf(await navigate(reason));
      expect(error?.extensions?.code).toBe('PATIENT_DENIES_SHARING');
      expect(error?.message).toBe(words.patientDeniesSharing());
    }
    expect(errorOf(await navigate('x'.repeat(501)))?.extensions?.fields).toEqual({
      overrideReason: DATA_SHARING_MESSAGES.overrideReasonTooLong,
    });
    expect(await whereIs(id)).toEqual({ wcmsId: 1001, poolId: 1 });
    const moved = await navigate('  Patient needs the extended access clinic today  ');
    expect(moved.data?.careNavigateToOrganisation.wcmsId).toBe('1002');
    const bodies = (
      await t.database.db
        .select({ body: requestThread.body })
        .from(requestThread)
        .where(and(eq(requestThread.requestId, id)))
        .orderBy(asc(requestThread.id))
    ).map((r) => r.body);
    expect(bodies).toContain(
      "Patient's sharing denial overridden by Tom Hughes (Riverside Medical Centre). Reason: Patient needs the extended access clinic today",
    );
    expect(bodies).toContain(
      'Patient said no to sharing this request with another organisation (recorded by Tom Hughes).',
    );
    const [consent] = await t.database.db
      .select()
      .from(requestSharingConsent)
      .where(eq(requestSharingConsent.requestId, id));
    expect(consent?.consent).toBe('denied');
  });

  it('is refused without a token, for another organisation and for someone outside the requests area', async () => {
    const id = await addRequest(t.database.db);
    const vars = { w: '1001', r: String(id), g: String(HILLVIEW_RECEPTION) };
    expect(errorOf(await gql<Json>(t, NAVIGATE, vars))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(errorOf(await as(RECEPTION, NAVIGATE, { ...vars, w: '1002' }))?.extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await as(RECEPTION, CONSENT, { w: '1002', r: String(id), c: 'denied' }))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    // the super user acting for an organisation they are not a member of is denied the requests area (spec §6)
    expect(errorOf(await as(SUPER, NAVIGATE, vars))?.extensions?.code).toBe('FORBIDDEN');
    expect(await whereIs(id)).toEqual({ wcmsId: 1001, poolId: 1 });
  });
});

describe('crossOrganisationFailure (schema/rules/data-sharing)', () => {
  const ok: CrossOrganisationFacts = {
    groupActive: true,
    groupShared: true,
    agreement: 'accepted',
    organisationOnConsult: true,
    sharingDenied: false,
    overrideReason: null,
    dailyLimit: null,
  };
  it('allows an accepted agreement and says the first failure otherwise', () => {
    expect(crossOrganisationFailure(ok)).toBeNull();
    expect(crossOrganisationFailure({ ...ok, groupActive: false, agreement: null })).toBe('destinationDeleted');
    expect(crossOrganisationFailure({ ...ok, agreement: 'ended' })).toBe('accessRevoked');
    expect(crossOrganisationFailure({ ...ok, agreement: 'refused' })).toBe('accessRevoked');
    expect(crossOrganisationFailure({ ...ok, groupShared: false })).toBe('accessRevoked');
    expect(crossOrganisationFailure({ ...ok, agreement: 'proposed' })).toBe('noAgreement');
    expect(crossOrganisationFailure({ ...ok, organisationOnConsult: false })).toBe('organisationOffConsult');
    expect(crossOrganisationFailure({ ...ok, sharingDenied: true })).toBe('patientDeniesSharing');
    expect(crossOrganisationFailure({ ...ok, sharingDenied: true, overrideReason: 'Urgent' })).toBeNull();
    expect(crossOrganisationFailure({ ...ok, dailyLimit: { limit: 3, usedToday: 3 } })).toBe('dailyLimitReached');
    expect(crossOrganisationFailure({ ...ok, dailyLimit: { limit: 3, usedToday: 2 } })).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, latestMessageTo, type Json } from '../../test/helpers.js';
import { addUser } from '../../test/fixtures.js';
import { memberships } from '../users/index.js';
import { groupMembers, groups } from '../groups/index.js';
import { requests, requestThread } from '../messages/index.js';
import { ADVANCED_DENIED, CONSOLE_ACCESS_NONE, CONSOLE_NOT_ALLOWED } from './access.js';

const SUPER = 1;
const CLINICIAN = 2; // role no, console access none
const RECEPTION = 3; // role editor, console access basic
const MANAGER = 4; // role full at Riverside and Hillview, console access advanced

let t: TestApp;
const tokens = new Map<number, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function tokenFor(userId: number) {
  if (!tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return tokens.get(userId)!;
}

async function as(userId: number | null, query: string, variables: Record<string, unknown> = {}) {
  return gql<Json>(t, query, variables, userId === null ? {} : { token: await tokenFor(userId) });
}

const fieldsOf = (body: { errors?: { extensions?: { fields?: Record<string, string> } }[] }) =>
  body.errors?.[0]?.extensions?.fields;

/** Every console call, with the area level it needs and variables that would otherwise work at Riverside. */
const CALLS: { name: string; level: 'basic' | 'advanced'; query: string; variables: Record<string, unknown> }[] = [
  {
    name: 'consoleStaff',
    level: 'advanced',
    query: 'query ConsoleStaff($w: ID!) { consoleStaff(wcmsId: $w) { userId } }',
    variables: {},
  },
  {
    name: 'inviteStaffMember',
    level: 'advanced',
    query:
      'mutation InviteStaffMember($w: ID!) { inviteStaffMember(wcmsId: $w, input: { email: "x.y@riverside.nhs.uk", displayName: "X Y" }) { userId } }',
    variables: {},
  },
  {
    name: 'updateStaffMember',
    level: 'advanced',
    query:
      'mutation UpdateStaffMember($w: ID!) { updateStaffMember(wcmsId: $w, userId: "2", input: { displayName: "Priya Shah", canAcceptRequests: true, consoleAccess: none, usedInternally: false }) { userId } }',
    variables: {},
  },
  {
    name: 'shareStaffMember',
    level: 'advanced',
    query:
      'mutation ShareStaffMember($w: ID!) { shareStaffMember(wcmsId: $w, userId: "2", organisationIds: []) { failed { wcmsId } } }',
    variables: {},
  },
  {
    name: 'removeStaffMember',
    level: 'advanced',
    query: 'mutation RemoveStaffMember($w: ID!) { removeStaffMember(wcmsId: $w, userId: "999") }',
    variables: {},
  },
  {
    name: 'setTwoFactorMandate',
    level: 'advanced',
    query: 'mutation SetTwoFactorMandate($w: ID!) { setTwoFactorMandate(wcmsId: $w, method: null) { wcmsId } }',
    variables: {},
  },
  {
    name: 'consoleGroups',
    level: 'basic',
    query: 'query ConsoleGroups($w: ID!) { consoleGroups(wcmsId: $w) { id } }',
    variables: {},
  },
  {
    name: 'createGroup',
    level: 'basic',
    query: 'mutation CreateGroup($w: ID!) { createGroup(wcmsId: $w, name: "") { id } }',
    variables: {},
  },
  {
    name: 'renameGroup',
    level: 'basic',
    query: 'mutation RenameGroup($w: ID!) { renameGroup(wcmsId: $w, groupId: "999999", name: "x") { id } }',
    variables: {},
  },
  {
    name: 'setGroupActive',
    level: 'basic',
    query: 'mutation SetGroupActive($w: ID!) { setGroupActive(wcmsId: $w, groupId: "999999", active: true) { id } }',
    variables: {},
  },
  {
    name: 'setGroupMembers',
    level: 'basic',
    query: 'mutation SetGroupMembers($w: ID!) { setGroupMembers(wcmsId: $w, groupId: "999999", userIds: []) { id } }',
    variables: {},
  },
  {
    name: 'shareGroup',
    level: 'basic',
    query:
      'mutation ShareGroup($w: ID!) { shareGroup(wcmsId: $w, groupId: "999999", organisationIds: []) { failed { wcmsId } } }',
    variables: {},
  },
  {
    name: 'consoleCovering',
    level: 'basic',
    query: 'query ConsoleCovering($w: ID!) { consoleCovering(wcmsId: $w, userId: "3") { userId } }',
    variables: {},
  },
  {
    name: 'setStaffCovering',
    level: 'basic',
    query:
      'mutation SetStaffCovering($w: ID!) { setStaffCovering(wcmsId: $w, userId: "999", groupIds: [], colleagueIds: []) { userId } }',
    variables: {},
  },
  {
    name: 'informationGovernance',
    level: 'advanced',
    query: 'query InformationGovernance($w: ID!) { informationGovernance(wcmsId: $w) { wcmsId } }',
    variables: {},
  },
  {
    name: 'retentionDeletionPreview',
    level: 'advanced',
    query:
      'query RetentionDeletionPreview($w: ID!) { retentionDeletionPreview(wcmsId: $w, input: { client: { value: 8, unit: years }, consult: { value: 8, unit: years } }) { requests } }',
    variables: {},
  },
  {
    name: 'updateInformationGovernance',
    level: 'advanced',
    query:
      'mutation UpdateInformationGovernance($w: ID!) { updateInformationGovernance(wcmsId: $w, input: { client: { value: 0, unit: years }, consult: { value: 8, unit: years } }) { wcmsId } }',
    variables: {},
  },
  {
    name: 'clinicalServerDetails',
    level: 'advanced',
    query: 'query ClinicalServerDetails($w: ID!) { clinicalServerDetails(wcmsId: $w) { ip } }',
    variables: {},
  },
  {
    name: 'updateClinicalServerDetails',
    level: 'advanced',
    query:
      'mutation UpdateClinicalServerDetails($w: ID!) { updateClinicalServerDetails(wcmsId: $w, input: { ip: "", database: "", gatewayHost: "", port: 0, server: "", siteCode: "", username: "" }) { ip } }',
    variables: {},
  },
  {
    name: 'clinicalAgents',
    level: 'advanced',
    query: 'query ClinicalAgents($w: ID!) { clinicalAgents(wcmsId: $w) { id } }',
    variables: {},
  },
  {
    name: 'approveClinicalAgent',
    level: 'advanced',
    query: 'mutation ApproveClinicalAgent($w: ID!) { approveClinicalAgent(wcmsId: $w, id: "999999") { id } }',
    variables: {},
  },
  {
    name: 'deleteClinicalAgent',
    level: 'advanced',
    query: 'mutation DeleteClinicalAgent($w: ID!) { deleteClinicalAgent(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  // mobile arrival (modules/mobile-arrival): basic
  {
    name: 'mobileArrivalSettings',
    level: 'basic',
    query: 'query MobileArrivalSettings($w: ID!) { mobileArrivalSettings(wcmsId: $w) { enabled } }',
    variables: {},
  },
  {
    name: 'saveMobileArrivalSettings',
    level: 'basic',
    query:
      'mutation SaveMobileArrivalSettings($w: ID!) { saveMobileArrivalSettings(wcmsId: $w, input: { enabled: true, locations: [] }) { enabled } }',
    variables: {},
  },
  // appointment arrivals and patient call screens (modules/arrivals): basic
  {
    name: 'consoleArrivals',
    level: 'basic',
    query: 'query ConsoleArrivals($w: ID!) { consoleArrivals(wcmsId: $w) { waitingAreas { id } } }',
    variables: {},
  },
  {
    name: 'saveWaitingArea',
    level: 'basic',
    query:
      'mutation SaveWaitingArea($w: ID!) { saveWaitingArea(wcmsId: $w, input: { name: "", instructions: "" }) { id } }',
    variables: {},
  },
  {
    name: 'deleteWaitingArea',
    level: 'basic',
    query: 'mutation DeleteWaitingArea($w: ID!) { deleteWaitingArea(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  {
    name: 'saveStaffSchedule',
    level: 'basic',
    query:
      'mutation SaveStaffSchedule($w: ID!) { saveStaffSchedule(wcmsId: $w, input: { staffId: "none", weekday: 1, allDay: true }) { id } }',
    variables: {},
  },
  {
    name: 'deleteStaffSchedule',
    level: 'basic',
    query: 'mutation DeleteStaffSchedule($w: ID!) { deleteStaffSchedule(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  {
    name: 'saveTouchscreen',
    level: 'basic',
    query:
      'mutation SaveTouchscreen($w: ID!) { saveTouchscreen(wcmsId: $w, input: { name: "", code: "1", licence: registered }) { id } }',
    variables: {},
  },
  {
    name: 'deleteTouchscreen',
    level: 'basic',
    query: 'mutation DeleteTouchscreen($w: ID!) { deleteTouchscreen(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  {
    name: 'generateTouchscreenSharingCode',
    level: 'basic',
    query:
      'mutation GenerateTouchscreenSharingCode($w: ID!) { generateTouchscreenSharingCode(wcmsId: $w, id: "999999") { id } }',
    variables: {},
  },
  {
    name: 'joinSharedTouchscreen',
    level: 'basic',
    query:
      'mutation JoinSharedTouchscreen($w: ID!) { joinSharedTouchscreen(wcmsId: $w, sharingCode: "0000000000") { id } }',
    variables: {},
  },
  {
    name: 'removeTouchscreenShare',
    level: 'basic',
    query:
      'mutation RemoveTouchscreenShare($w: ID!) { removeTouchscreenShare(wcmsId: $w, touchscreenId: "999999", organisationId: "1") { id } }',
    variables: {},
  },
  {
    name: 'consoleCallScreens',
    level: 'basic',
    query: 'query ConsoleCallScreens($w: ID!) { consoleCallScreens(wcmsId: $w) { screens { id } } }',
    variables: {},
  },
  {
    name: 'saveTvScreen',
    level: 'basic',
    query:
      'mutation SaveTvScreen($w: ID!) { saveTvScreen(wcmsId: $w, input: { name: "", code: "1", notificationSound: none, announce: false, nameFormat: full_name }) { id } }',
    variables: {},
  },
  {
    name: 'deleteTvScreen',
    level: 'basic',
    query: 'mutation DeleteTvScreen($w: ID!) { deleteTvScreen(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  {
    name: 'saveNewsItem',
    level: 'basic',
    query: 'mutation SaveNewsItem($w: ID!) { saveNewsItem(wcmsId: $w, input: { text: "", screenIds: [] }) { id } }',
    variables: {},
  },
  {
    name: 'deleteNewsItem',
    level: 'basic',
    query: 'mutation DeleteNewsItem($w: ID!) { deleteNewsItem(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  {
    name: 'fftSettings',
    level: 'basic',
    query: 'query FftSettings($w: ID!) { fftSettings(wcmsId: $w) { sendDelayDays } }',
    variables: {},
  },
  {
    name: 'saveFftSettings',
    level: 'basic',
    query:
      'mutation SaveFftSettings($w: ID!) { saveFftSettings(wcmsId: $w, input: { requestTypes: [], sendDelayDays: 99, appointmentOption: false, invitationMethod: sms }) { sendDelayDays } }',
    variables: {},
  },
  {
    name: 'report',
    level: 'basic',
    query: 'query Report($w: ID!) { report(wcmsId: $w, tab: usage, from: "2020-03-02", to: "2020-03-01") { tab } }',
    variables: {},
  },
  {
    name: 'organisationTemplates',
    level: 'basic',
    query: 'query OrganisationTemplates($w: ID!) { organisationTemplates(wcmsId: $w) { id } }',
    variables: {},
  },
  {
    name: 'createOrganisationTemplate',
    level: 'basic',
    query:
      'mutation CreateOrganisationTemplate($w: ID!) { createOrganisationTemplate(wcmsId: $w, input: { name: "", text: "" }) { id } }',
    variables: {},
  },
  {
    name: 'updateOrganisationTemplate',
    level: 'basic',
    query:
      'mutation UpdateOrganisationTemplate($w: ID!) { updateOrganisationTemplate(wcmsId: $w, id: "999999", input: { name: "a", text: "b" }) { id } }',
    variables: {},
  },
  {
    name: 'deleteOrganisationTemplate',
    level: 'basic',
    query: 'mutation DeleteOrganisationTemplate($w: ID!) { deleteOrganisationTemplate(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  {
    name: 'portalSettings',
    level: 'basic',
    query: 'query PortalSettings($w: ID!) { portalSettings(wcmsId: $w) { wcmsId } }',
    variables: {},
  },
  {
    name: 'createPortalCategory',
    level: 'basic',
    query: 'mutation CreatePortalCategory($w: ID!) { createPortalCategory(wcmsId: $w, title: "") { wcmsId } }',
    variables: {},
  },
  {
    name: 'movePortalService',
    level: 'basic',
    query:
      'mutation MovePortalService($w: ID!) { movePortalService(wcmsId: $w, serviceId: "999999", direction: up) { wcmsId } }',
    variables: {},
  },
  {
    name: 'setPharmacyConditions',
    level: 'basic',
    query: 'mutation SetPharmacyConditions($w: ID!) { setPharmacyConditions(wcmsId: $w, conditions: []) { wcmsId } }',
    variables: {},
  },
  // request workflow (modules/request-workflow): outcomes, admin queries, translation
  ...(
    [
      ['consoleOutcomes', 'query ConsoleOutcomes($w: ID!) { consoleOutcomes(wcmsId: $w) }'],
      ['saveOutcomes', 'mutation SaveOutcomes($w: ID!) { saveOutcomes(wcmsId: $w, outcomes: ["Advice given"]) }'],
      ['consoleAdminQueryTypes', 'query ConsoleAdminQueryTypes($w: ID!) { consoleAdminQueryTypes(wcmsId: $w) }'],
      [
        'saveAdminQueryTypes',
        'mutation SaveAdminQueryTypes($w: ID!) { saveAdminQueryTypes(wcmsId: $w, adminQueryTypes: ["Fit note"]) }',
      ],
      ['consoleTranslation', 'query ConsoleTranslation($w: ID!) { consoleTranslation(wcmsId: $w) { enabled } }'],
      ['consoleDailyLimits', 'query ConsoleDailyLimits($w: ID!) { consoleDailyLimits(wcmsId: $w) { limit } }'],
      ['saveDailyLimits', 'mutation SaveDailyLimits($w: ID!) { saveDailyLimits(wcmsId: $w, limits: []) { limit } }'],
      [
        'saveTranslationSettings',
        'mutation SaveTranslationSettings($w: ID!) { saveTranslationSettings(wcmsId: $w, enabled: true) { enabled } }',
      ],
    ] as const
  ).map(([name, query]) => ({ name, level: 'basic' as const, query, variables: {} })),
  // service hours and confirmation messages (modules/service-hours)
  ...(
    [
      ['consoleServiceHours', 'query ConsoleServiceHours($w: ID!) { consoleServiceHours(wcmsId: $w) { inHoursNow } }'],
      [
        'saveServiceHours',
        'mutation SaveServiceHours($w: ID!) { saveServiceHours(wcmsId: $w, days: []) { inHoursNow } }',
      ],
      [
        'consoleConfirmationMessages',
        'query ConsoleConfirmationMessages($w: ID!) { consoleConfirmationMessages(wcmsId: $w) { inHoursScreen } }',
      ],
      [
        'saveConfirmationMessages',
        'mutation SaveConfirmationMessages($w: ID!) { saveConfirmationMessages(wcmsId: $w, messages: { inHoursScreen: "", outOfHoursScreen: "", inHoursEmail: "", outOfHoursEmail: "" }) { inHoursScreen } }',
      ],
      // workload dashboard (modules/workload)
      ['consoleWorkload', 'query ConsoleWorkload($w: ID!) { consoleWorkload(wcmsId: $w) { open } }'],
    ] as const
  ).map(([name, query]) => ({ name, level: 'basic' as const, query, variables: {} })),
  // total triage settings and care navigation rules (issue 15)
  {
    name: 'totalTriageConsoleSettings',
    level: 'advanced',
    query: 'query TotalTriageConsoleSettings($w: ID!) { totalTriageConsoleSettings(wcmsId: $w) { enabled } }',
    variables: {},
  },
  {
    name: 'saveTotalTriageSettings',
    level: 'advanced',
    query:
      'mutation SaveTotalTriageSettings($w: ID!) { saveTotalTriageSettings(wcmsId: $w, input: { enabled: true, minimumPatientAge: 0, preferences: [] }) { enabled } }',
    variables: {},
  },
  {
    name: 'careNavigationEditor',
    level: 'advanced',
    query: 'query CareNavigationEditor($w: ID!) { careNavigationEditor(wcmsId: $w) { rules { id } } }',
    variables: {},
  },
  {
    name: 'tryCareNavigation',
    level: 'advanced',
    query:
      'query TryCareNavigation($w: ID!) { tryCareNavigation(wcmsId: $w, input: { requestType: admin, age: 40, ageUnit: years, sex: all, adminQuery: "Fit note" }) { ruleName } }',
    variables: {},
  },
  {
    name: 'saveCareNavigationRule',
    level: 'advanced',
    query:
      'mutation SaveCareNavigationRule($w: ID!) { saveCareNavigationRule(wcmsId: $w, input: { name: "", requestType: admin, patients: all, minAgeUnit: years, maxAgeUnit: years, priority: "", enabled: true }) { id } }',
    variables: {},
  },
  {
    name: 'deleteCareNavigationRule',
    level: 'advanced',
    query: 'mutation DeleteCareNavigationRule($w: ID!) { deleteCareNavigationRule(wcmsId: $w, id: "999999") }',
    variables: {},
  },
  {
    name: 'reorderCareNavigationRules',
    level: 'advanced',
    query: 'mutation ReorderCareNavigationRules($w: ID!) { reorderCareNavigationRules(wcmsId: $w, ids: []) { id } }',
    variables: {},
  },
  // data sharing agreements (modules/data-sharing): advanced
  {
    name: 'consoleDataSharingAgreements',
    level: 'advanced',
    query: 'query ConsoleDataSharingAgreements($w: ID!) { consoleDataSharingAgreements(wcmsId: $w) { id } }',
    variables: {},
  },
  {
    name: 'proposeDataSharingAgreement',
    level: 'advanced',
    query:
      'mutation ProposeDataSharingAgreement($w: ID!) { proposeDataSharingAgreement(wcmsId: $w, recipientWcmsId: "") { id } }',
    variables: {},
  },
  {
    name: 'decideDataSharingAgreement',
    level: 'advanced',
    query:
      'mutation DecideDataSharingAgreement($w: ID!) { decideDataSharingAgreement(wcmsId: $w, agreementId: "999999", decision: accept) { id } }',
    variables: {},
  },
  {
    name: 'endDataSharingAgreement',
    level: 'advanced',
    query:
      'mutation EndDataSharingAgreement($w: ID!) { endDataSharingAgreement(wcmsId: $w, agreementId: "999999") { id } }',
    variables: {},
  },
];

describe('every console call is refused', () => {
  it.each(CALLS)('$name: without a token, for another organisation, with access none, basic on advanced', async (c) => {
    const none = await as(null, c.query, { w: '1001' });
    expect(none.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // reception is a member of Riverside only
    const other = await as(RECEPTION, c.query, { w: '1002' });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // the clinician (role no) may not open the console (spec §6)
    expect((await as(CLINICIAN, c.query, { w: '1001' })).errors?.[0]?.message).toBe(CONSOLE_NOT_ALLOWED);
    const where = and(eq(memberships.userId, RECEPTION), eq(memberships.wcmsId, 1001));
    await t.database.db.update(memberships).set({ consoleAccess: 'none' }).where(where);
    try {
      expect((await as(RECEPTION, c.query, { w: '1001' })).errors?.[0]?.message).toBe(CONSOLE_ACCESS_NONE);
    } finally {
      await t.database.db.update(memberships).set({ consoleAccess: 'basic' }).where(where);
    }
    const basic = await as(RECEPTION, c.query, { w: '1001' });
    if (c.level === 'advanced') {
      expect(basic.errors?.[0]?.message).toBe(ADVANCED_DENIED);
      expect(basic.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } else {
      expect(basic.errors?.[0]?.message).not.toBe(ADVANCED_DENIED);
      expect(basic.errors?.[0]?.extensions?.code).not.toBe('FORBIDDEN');
    }
  });

  it('tells the frame the caller’s standing without refusing a member', async () => {
    const q =
      'query ConsoleAccess($w: ID!) { consoleAccess(wcmsId: $w) { organisationName canOpen level clinicalSystem } }';
    expect((await as(RECEPTION, q, { w: '1001' })).data?.consoleAccess).toEqual({
      organisationName: 'Riverside Medical Centre',
      canOpen: true,
      level: 'basic',
      clinicalSystem: 'emisweb',
    });
    expect((await as(MANAGER, q, { w: '1002' })).data?.consoleAccess).toMatchObject({ level: 'advanced' });
    expect((await as(CLINICIAN, q, { w: '1001' })).data?.consoleAccess).toMatchObject({
      canOpen: false,
      level: 'none',
    });
    expect((await as(SUPER, q, { w: '1002' })).data?.consoleAccess).toMatchObject({ canOpen: true, level: 'super' });
    expect((await as(RECEPTION, q, { w: '1002' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

const STAFF =
  'query ConsoleStaff($w: ID!) { consoleStaff(wcmsId: $w) { userId email displayName canAcceptRequests consoleAccess usedInternally registered sharedWith { wcmsId name } sharedBy { wcmsId name restrictedView } } }';
const INVITE =
  'mutation InviteStaffMember($w: ID!, $email: String!, $name: String!) { inviteStaffMember(wcmsId: $w, input: { email: $email, displayName: $name }) { userId email displayName registered consoleAccess } }';
const UPDATE =
  'mutation UpdateStaffMember($w: ID!, $u: ID!, $input: StaffMemberInput!) { updateStaffMember(wcmsId: $w, userId: $u, input: $input) { userId displayName canAcceptRequests consoleAccess usedInternally } }';

describe('Staff', () => {
  it('lists every staff member of the organisation with their console access', async () => {
    const body = await as(MANAGER, STAFF, { w: '1001' });
    const staff = body.data!.consoleStaff as Json[];
    expect(staff.map((s) => [s.email, s.consoleAccess])).toEqual(
      expect.arrayContaining([
        ['manager@riverside.nhs.uk', 'advanced'],
        ['reception@riverside.nhs.uk', 'basic'],
        ['clinician@riverside.nhs.uk', 'none'],
      ]),
    );
  });

  it('invites through the registration link: a valid email on a staff domain and a display name are required', async () => {
    const bad = await as(MANAGER, INVITE, { w: '1001', email: 'not-an-email', name: ' ' });
    expect(fieldsOf(bad)).toEqual({ email: 'Enter a valid email address.', displayName: 'Enter a display name.' });
    const outside = await as(MANAGER, INVITE, { w: '1001', email: 'someone@gmail.com', name: 'Some One' });
    expect(fieldsOf(outside)?.email).toMatch(/^Enter an email address ending in nhs.uk, nhs.scot or /);
    const invited = await as(MANAGER, INVITE, { w: '1001', email: 'New.Nurse@Riverside.nhs.uk', name: 'Nia Nurse' });
    expect(invited.data?.inviteStaffMember).toMatchObject({
      email: 'new.nurse@riverside.nhs.uk',
      displayName: 'Nia Nurse',
      registered: false,
      consoleAccess: 'none',
    });
    const email = await latestMessageTo(t, 'new.nurse@riverside.nhs.uk');
    expect(email?.body).toMatch(/\/full\/welcome\/register\/\S+/);
    const again = await as(MANAGER, INVITE, { w: '1001', email: 'new.nurse@riverside.nhs.uk', name: 'Nia Nurse' });
    expect(fieldsOf(again)).toEqual({ email: 'This person is already on the staff list.' });
  });

  it('edits a member; can accept requests decides the Assign menu, the display name is what colleagues see', async () => {
    const member = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    const input = { displayName: 'Dr Locum', canAcceptRequests: false, consoleAccess: 'basic', usedInternally: true };
    const saved = await as(MANAGER, UPDATE, { w: '1001', u: String(member.id), input });
    expect(saved.data?.updateStaffMember).toMatchObject({ ...input, userId: String(member.id) });
    const assignees = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/my/messages/wcms_id/1001/assignees',
          headers: { authorization: `Bearer ${await tokenFor(RECEPTION)}` },
        })
      ).json() as Json;
    expect((await assignees()).colleagues.map((c: Json) => c.id)).not.toContain(member.id);
    await as(MANAGER, UPDATE, { w: '1001', u: String(member.id), input: { ...input, canAcceptRequests: true } });
    expect((await assignees()).colleagues).toContainEqual({ id: member.id, name: 'Dr Locum' });
    const blank = await as(MANAGER, UPDATE, { w: '1001', u: String(member.id), input: { ...input, displayName: '' } });
    expect(fieldsOf(blank)).toEqual({ displayName: 'Enter a display name.' });
    // only super access gives super
    const superLevel = await as(MANAGER, UPDATE, {
      w: '1001',
      u: String(member.id),
      input: { ...input, consoleAccess: 'super' },
    });
    expect(superLevel.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await as(SUPER, UPDATE, { w: '1001', u: String(member.id), input: { ...input, consoleAccess: 'super' } })).data,
    ).toBeTruthy();
  });

  it('turning off can accept requests sends the open requests assigned to them back to Incoming requests', async () => {
    const member = await addUser(t.database.db, {
      forename: 'Ada',
      surname: 'Locum',
      memberships: [{ wcmsId: 1001, role: 'no' }],
    });
    const open = await t.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.wcmsId, 1001), ne(requests.status, 'completed')))
      .limit(2);
    const ids = open.map((r) => r.id);
    await t.database.db.update(requests).set({ assignedUserId: member.id }).where(inArray(requests.id, ids));
    const input = { displayName: 'Ada Locum', canAcceptRequests: true, consoleAccess: 'none', usedInternally: false };
    // saving with the flag still on leaves them where they are
    await as(MANAGER, UPDATE, { w: '1001', u: String(member.id), input });
    const assigned = async () =>
      (await t.database.db.select().from(requests).where(inArray(requests.id, ids))).map((r) => r.assignedUserId);
    expect(await assigned()).toEqual([member.id, member.id]);

    await as(MANAGER, UPDATE, { w: '1001', u: String(member.id), input: { ...input, canAcceptRequests: false } });
    const [incoming] = await t.database.db
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.wcmsId, 1001), eq(groups.kind, 'incoming')));
    const moved = await t.database.db.select().from(requests).where(inArray(requests.id, ids));
    expect(moved.map((r) => [r.assignedUserId, r.poolId])).toEqual([
      [null, incoming!.id],
      [null, incoming!.id],
    ]);
    const notes = await t.database.db
      .select({ body: requestThread.body })
      .from(requestThread)
      .where(and(inArray(requestThread.requestId, ids), eq(requestThread.kind, 'assignment')));
    expect(
      notes.filter((n) => n.body === 'Moved to Incoming requests: Ada Locum no longer accepts requests.'),
    ).toHaveLength(2);
  });

  it('shares a member with another organisation, which sees them with restricted view', async () => {
    const share =
      'mutation ShareStaffMember($w: ID!, $u: ID!, $o: [ID!]!) { shareStaffMember(wcmsId: $w, userId: $u, organisationIds: $o) { succeeded { wcmsId name } failed { wcmsId reason } } }';
    const result = await as(MANAGER, share, { w: '1001', u: String(RECEPTION), o: ['1002', '4242'] });
    expect(result.data?.shareStaffMember).toEqual({
      succeeded: [{ wcmsId: '1002', name: 'Hillview Surgery' }],
      failed: [{ wcmsId: '4242', reason: 'There is no organisation with this id.' }],
    });
    const hillview = (await as(MANAGER, STAFF, { w: '1002' })).data!.consoleStaff as Json[];
    expect(hillview.find((s) => s.userId === String(RECEPTION))).toMatchObject({
      email: '',
      sharedBy: { wcmsId: '1001', name: 'Riverside Medical Centre', restrictedView: true },
    });
    const change = await as(MANAGER, UPDATE, {
      w: '1002',
      u: String(RECEPTION),
      input: { displayName: 'x', canAcceptRequests: true, consoleAccess: 'none', usedInternally: false },
    });
    expect(change.errors?.[0]?.extensions?.code).toBe('RESTRICTED_VIEW');
  });

  it('removes a member, whose open requests go back to Incoming requests; a super user cannot delete themselves', async () => {
    const member = await addUser(t.database.db, { memberships: [{ wcmsId: 1001, role: 'no' }] });
    const [open] = await t.database.db
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.wcmsId, 1001), ne(requests.status, 'completed')))
      .limit(1);
    await t.database.db.update(requests).set({ assignedUserId: member.id }).where(eq(requests.id, open!.id));
    const remove = 'mutation RemoveStaffMember($w: ID!, $u: ID!) { removeStaffMember(wcmsId: $w, userId: $u) }';
    expect((await as(MANAGER, remove, { w: '1001', u: String(member.id) })).data?.removeStaffMember).toBe(true);
    const [moved] = await t.database.db.select().from(requests).where(eq(requests.id, open!.id));
    expect(moved?.assignedUserId).toBeNull();
    const staff = (await as(MANAGER, STAFF, { w: '1001' })).data!.consoleStaff as Json[];
    expect(staff.map((s) => s.userId)).not.toContain(String(member.id));

    const superMember = await addUser(t.database.db, {
      isSuperUser: true,
      memberships: [{ wcmsId: 1001, role: 'full' }],
    });
    // the configured super user account (SUPER_USER_STAFF_ID), here a member too
    t.config.superUserStaffId = superMember.id;
    try {
      const self = await as(superMember.id, remove, { w: '1001', u: String(superMember.id) });
      expect(self.errors?.[0]?.message).toBe('You cannot delete your own staff account.');
    } finally {
      t.config.superUserStaffId = SUPER;
    }
  });
});

const GROUPS =
  'query ConsoleGroups($w: ID!) { consoleGroups(wcmsId: $w) { id name kind active members { userId name } sharedWith { wcmsId name } sharedBy { wcmsId name restrictedView } } }';
const CREATE = 'mutation CreateGroup($w: ID!, $n: String!) { createGroup(wcmsId: $w, name: $n) { id name active } }';

describe('Groups', () => {
  it('creates a group with a required, unique name; the Assign menu offers it at once', async () => {
    expect(fieldsOf(await as(RECEPTION, CREATE, { w: '1001', n: '  ' }))).toEqual({ name: 'Enter a group name.' });
    expect(fieldsOf(await as(RECEPTION, CREATE, { w: '1001', n: 'reception' }))).toEqual({
      name: 'A group with this name already exists.',
    });
    const created = await as(RECEPTION, CREATE, { w: '1001', n: 'Home visits' });
    expect(created.data?.createGroup).toMatchObject({ name: 'Home visits', active: true });
    const assignees = (
      await t.app.inject({
        method: 'GET',
        url: '/api/my/messages/wcms_id/1001/assignees',
        headers: { authorization: `Bearer ${await tokenFor(RECEPTION)}` },
      })
    ).json() as Json;
    expect(assignees.groups.map((g: Json) => g.name)).toContain('Home visits');
    const rename =
      'mutation RenameGroup($w: ID!, $g: ID!, $n: String!) { renameGroup(wcmsId: $w, groupId: $g, name: $n) { name } }';
    const id = (created.data!.createGroup as Json).id as string;
    expect((await as(RECEPTION, rename, { w: '1001', g: id, n: 'Home visits (GP)' })).data?.renameGroup).toEqual({
      name: 'Home visits (GP)',
    });
    expect(fieldsOf(await as(RECEPTION, rename, { w: '1001', g: id, n: 'Clinicians' }))).toEqual({
      name: 'A group with this name already exists.',
    });
  });

  it('deactivates a group, moving its requests to Incoming requests; Incoming requests cannot be deleted', async () => {
    const created = await as(RECEPTION, CREATE, { w: '1001', n: 'Temporary' });
    const id = Number((created.data!.createGroup as Json).id);
    await t.database.db.update(requests).set({ poolId: id }).where(eq(requests.id, 21));
    const active =
      'mutation SetGroupActive($w: ID!, $g: ID!, $a: Boolean!) { setGroupActive(wcmsId: $w, groupId: $g, active: $a) { active } }';
    expect((await as(RECEPTION, active, { w: '1001', g: String(id), a: false })).data?.setGroupActive).toEqual({
      active: false,
    });
    const [moved] = await t.database.db.select().from(requests).where(eq(requests.id, 21));
    expect(moved?.poolId).toBe(1);
    const incoming = await as(RECEPTION, active, { w: '1001', g: '1', a: false });
    expect(incoming.errors?.[0]?.message).toBe('The Incoming requests group cannot be deleted.');
    expect((await as(RECEPTION, active, { w: '1001', g: String(id), a: true })).data?.setGroupActive).toEqual({
      active: true,
    });
  });

  it('sets members (who cover the group) from the organisation’s staff only', async () => {
    const created = await as(RECEPTION, CREATE, { w: '1001', n: 'Members test' });
    const id = (created.data!.createGroup as Json).id as string;
    const set =
      'mutation SetGroupMembers($w: ID!, $g: ID!, $u: [ID!]!) { setGroupMembers(wcmsId: $w, groupId: $g, userIds: $u) { members { userId } } }';
    expect((await as(RECEPTION, set, { w: '1001', g: id, u: ['2', '3'] })).data?.setGroupMembers).toEqual({
      members: [{ userId: '3' }, { userId: '2' }].sort((a, b) => (a.userId < b.userId ? 1 : -1)),
    });
    const rows = await t.database.db
      .select()
      .from(groupMembers)
      .where(eq(groupMembers.groupId, Number(id)));
    expect(rows.map((r) => r.userId).sort()).toEqual([2, 3]);
    expect(fieldsOf(await as(RECEPTION, set, { w: '1001', g: id, u: ['1'] }))).toEqual({
      members: 'Choose staff members of this organisation.',
    });
  });

  it('shares with several organisations, naming which succeeded and which failed; the other sees it read-only', async () => {
    const share =
      'mutation ShareGroup($w: ID!, $g: ID!, $o: [ID!]!) { shareGroup(wcmsId: $w, groupId: $g, organisationIds: $o) { succeeded { wcmsId name } failed { wcmsId name reason } } }';
    const result = await as(MANAGER, share, { w: '1001', g: '2', o: ['1002', '1001', '5555'] });
    expect(result.data?.shareGroup).toEqual({
      succeeded: [{ wcmsId: '1002', name: 'Hillview Surgery' }],
      failed: [
        { wcmsId: '1001', name: 'Riverside Medical Centre', reason: 'It already belongs to this organisation.' },
        { wcmsId: '5555', name: null, reason: 'There is no organisation with this id.' },
      ],
    });
    const hillview = (await as(MANAGER, GROUPS, { w: '1002' })).data!.consoleGroups as Json[];
    expect(hillview.find((g) => g.id === '2')).toEqual({
      id: '2',
      name: 'Reception',
      kind: 'group',
      active: true,
      members: [],
      sharedWith: [],
      sharedBy: { wcmsId: '1001', name: 'Riverside Medical Centre', restrictedView: true },
    });
    const rename =
      'mutation RenameGroup($w: ID!, $g: ID!, $n: String!) { renameGroup(wcmsId: $w, groupId: $g, name: $n) { name } }';
    expect((await as(MANAGER, rename, { w: '1002', g: '2', n: 'Mine now' })).errors?.[0]?.extensions?.code).toBe(
      'RESTRICTED_VIEW',
    );
    const [group] = await t.database.db.select().from(groups).where(eq(groups.id, 2));
    expect(group?.name).toBe('Reception');
  });
});

const COVERING =
  'query ConsoleCovering($w: ID!, $u: ID!) { consoleCovering(wcmsId: $w, userId: $u) { userId groups { id name covered } colleagues { userId name covered } } }';
const SET_COVERING =
  'mutation SetStaffCovering($w: ID!, $u: ID!, $g: [ID!]!, $c: [ID!]!) { setStaffCovering(wcmsId: $w, userId: $u, groupIds: $g, colleagueIds: $c) { groups { id covered } colleagues { userId covered } } }';

describe('Covering', () => {
  it('shows and sets the groups and colleagues a member covers: the same groups as the account page card', async () => {
    const before = (await as(RECEPTION, COVERING, { w: '1001', u: '3' })).data!.consoleCovering as Json;
    expect(before.groups.filter((g: Json) => g.covered).map((g: Json) => g.name)).toEqual(
      expect.arrayContaining(['Incoming requests', 'Reception']),
    );
    const saved = await as(RECEPTION, SET_COVERING, { w: '1001', u: '3', g: ['3'], c: ['2'] });
    expect(saved.errors).toBeUndefined();
    // the account page reads the same rows
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/api/my/covering/wcms_id/1001',
        headers: { authorization: `Bearer ${await tokenFor(RECEPTION)}` },
      })
    ).json() as Json;
    expect(mine.groups.filter((g: Json) => g.covered).map((g: Json) => g.id)).toEqual([3]);
    const after = (await as(RECEPTION, COVERING, { w: '1001', u: '3' })).data!.consoleCovering as Json;
    expect(after.colleagues.find((c: Json) => c.userId === '2')).toMatchObject({ name: 'Priya Shah', covered: true });
    expect(fieldsOf(await as(RECEPTION, SET_COVERING, { w: '1001', u: '3', g: [], c: ['3'] }))).toEqual({
      colleagues: 'Staff cannot cover themselves.',
    });
  });

  it('a super user cannot uncover themselves', async () => {
    const superMember = await addUser(t.database.db, {
      isSuperUser: true,
      memberships: [{ wcmsId: 1001, role: 'full' }],
    });
    const u = String(superMember.id);
    // the configured super user account (SUPER_USER_STAFF_ID), here a member too
    t.config.superUserStaffId = superMember.id;
    try {
      expect((await as(superMember.id, SET_COVERING, { w: '1001', u, g: ['1'], c: [] })).errors).toBeUndefined();
      const refused = await as(superMember.id, SET_COVERING, { w: '1001', u, g: [], c: [] });
      expect(refused.errors?.[0]?.message).toBe('You cannot uncover yourself.');
    } finally {
      t.config.superUserStaffId = SUPER;
    }
  });
});

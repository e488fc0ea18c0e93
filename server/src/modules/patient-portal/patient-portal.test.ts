import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PORTAL_LIMITS, PORTAL_MESSAGES } from '@contracts/rules/portal.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';

const CLINICIAN = 2; // role no: no console
const RECEPTION = 3; // basic console access at Riverside
const MANAGER = 4; // Riverside and Hillview

let t: TestApp;
const tokens = new Map<number, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function as(userId: number | null, query: string, variables: Record<string, unknown> = {}) {
  if (userId !== null && !tokens.has(userId)) tokens.set(userId, (await t.signIn(userId)).bearerToken);
  return gql<Json>(t, query, variables, userId === null ? {} : { token: tokens.get(userId)! });
}
const fields = (body: Json) => body.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const code = (body: Json) => body.errors?.[0]?.extensions?.code as string | undefined;

const SETTINGS = `categories { id title services { id type title subtext link loggedInOnly infoText } } pharmacyConditions`;
const GET = `query PS($w: ID!) { portalSettings(wcmsId: $w) { ${SETTINGS} } }`;
const ADD_CATEGORY = `mutation AC($w: ID!, $title: String!) { createPortalCategory(wcmsId: $w, title: $title) { ${SETTINGS} } }`;
const RENAME_CATEGORY = `mutation RC($w: ID!, $id: ID!, $title: String!) { renamePortalCategory(wcmsId: $w, categoryId: $id, title: $title) { ${SETTINGS} } }`;
const MOVE_CATEGORY = `mutation MC($w: ID!, $id: ID!, $d: PortalMoveDirection!) { movePortalCategory(wcmsId: $w, categoryId: $id, direction: $d) { ${SETTINGS} } }`;
const DELETE_CATEGORY = `mutation DC($w: ID!, $id: ID!) { deletePortalCategory(wcmsId: $w, categoryId: $id) { ${SETTINGS} } }`;
const ADD_SERVICE = `mutation AS($w: ID!, $c: ID!, $input: PortalServiceInput!) { createPortalService(wcmsId: $w, categoryId: $c, input: $input) { ${SETTINGS} } }`;
const UPDATE_SERVICE = `mutation US($w: ID!, $id: ID!, $input: PortalServiceInput!) { updatePortalService(wcmsId: $w, serviceId: $id, input: $input) { ${SETTINGS} } }`;
const MOVE_SERVICE = `mutation MS($w: ID!, $id: ID!, $d: PortalMoveDirection!) { movePortalService(wcmsId: $w, serviceId: $id, direction: $d) { ${SETTINGS} } }`;
const DELETE_SERVICE = `mutation DS($w: ID!, $id: ID!) { deletePortalService(wcmsId: $w, serviceId: $id) { ${SETTINGS} } }`;
const PHARMACY = `mutation PH($w: ID!, $c: [PharmacyCondition!]!) { setPharmacyConditions(wcmsId: $w, conditions: $c) { ${SETTINGS} } }`;
const GUEST = `query PP($w: ID!) { patientPortal(wcmsId: $w) { practiceName hiddenForGuests pharmacyConditions pharmacyBookingUrl categories { title services { title type link } } } }`;

const service = (extra: Record<string, unknown> = {}) => ({
  type: 'service',
  title: 'Repeat prescriptions',
  subtext: 'Order your usual medicines',
  link: 'https://riverside.example.nhs.uk/repeats',
  loggedInOnly: false,
  infoText: 'Requests take two working days.',
  ...extra,
});

describe('patient portal in the console', () => {
  it('keeps categories and services in order, reorders, edits and deletes them', async () => {
    await as(RECEPTION, ADD_CATEGORY, { w: '1001', title: ' Medicines ' });
    const two = await as(RECEPTION, ADD_CATEGORY, { w: '1001', title: 'Appointments' });
    const [medicines, appointments] = two.data!.createPortalCategory.categories as [Json, Json];
    expect([medicines.title, appointments.title]).toEqual(['Medicines', 'Appointments']);

    const moved = await as(RECEPTION, MOVE_CATEGORY, { w: '1001', id: appointments.id, d: 'up' });
    expect((moved.data!.movePortalCategory.categories as Json[]).map((c) => c.title)).toEqual([
      'Appointments',
      'Medicines',
    ]);
    // the first cannot move further up
    const still = await as(RECEPTION, MOVE_CATEGORY, { w: '1001', id: appointments.id, d: 'up' });
    expect((still.data!.movePortalCategory.categories as Json[])[0]!.title).toBe('Appointments');

    await as(RECEPTION, ADD_SERVICE, { w: '1001', c: medicines.id, input: service() });
    const withTwo = await as(RECEPTION, ADD_SERVICE, {
      w: '1001',
      c: medicines.id,
      input: service({ type: 'questionnaire', title: 'Medicine review', link: '', loggedInOnly: true }),
    });
    const services = (withTwo.data!.createPortalService.categories as Json[])[1]!.services as [Json, Json];
    expect(services.map((s) => [s.title, s.link])).toEqual([
      ['Repeat prescriptions', 'https://riverside.example.nhs.uk/repeats'],
      ['Medicine review', null],
    ]);
    const reordered = await as(RECEPTION, MOVE_SERVICE, { w: '1001', id: services[1].id, d: 'up' });
    expect(
      ((reordered.data!.movePortalService.categories as Json[])[1]!.services as Json[]).map((s) => s.title),
    ).toEqual(['Medicine review', 'Repeat prescriptions']);
    const edited = await as(RECEPTION, UPDATE_SERVICE, {
      w: '1001',
      id: services[0].id,
      input: service({ title: 'Repeat medicines' }),
    });
    expect(JSON.stringify(edited.data)).toContain('Repeat medicines');
    const renamed = await as(RECEPTION, RENAME_CATEGORY, { w: '1001', id: medicines.id, title: 'Your medicines' });
    expect((renamed.data!.renamePortalCategory.categories as Json[])[1]!.title).toBe('Your medicines');

    const fewer = await as(RECEPTION, DELETE_SERVICE, { w: '1001', id: services[0].id });
    expect((fewer.data!.deletePortalService.categories as Json[])[1]!.services).toHaveLength(1);
    const gone = await as(RECEPTION, DELETE_CATEGORY, { w: '1001', id: appointments.id });
    expect((gone.data!.deletePortalCategory.categories as Json[]).map((c) => c.title)).toEqual(['Your medicines']);
  });

  it('validates with the spec’s rules and says which field is wrong', async () => {
    expect(fields(await as(RECEPTION, ADD_CATEGORY, { w: '1001', title: ' ' }))).toEqual({ title: 'Enter category' });
    const settings = await as(RECEPTION, ADD_CATEGORY, { w: '1001', title: 'Rules' });
    const category = (settings.data!.createPortalCategory.categories as Json[]).at(-1)!;
    const bad = await as(RECEPTION, ADD_SERVICE, {
      w: '1001',
      c: category.id,
      input: service({ title: '', link: 'www.nhs.uk', infoText: '' }),
    });
    expect(code(bad)).toBe('VALIDATION_FAILED');
    expect(fields(bad)).toEqual({
      title: PORTAL_MESSAGES.titleRequired,
      link: PORTAL_MESSAGES.linkInvalid,
      infoText: PORTAL_MESSAGES.infoRequired,
    });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (extra) => {
        const long = await as(RECEPTION, ADD_CATEGORY, {
          w: '1001',
          title: 'c'.repeat(PORTAL_LIMITS.categoryTitle + extra),
        });
        expect(fields(long)).toEqual({ title: PORTAL_MESSAGES.categoryTooLong });
        const body = await as(RECEPTION, ADD_SERVICE, {
          w: '1001',
          c: category.id,
          input: service({
            title: 't'.repeat(PORTAL_LIMITS.serviceTitle + extra),
            subtext: 's'.repeat(PORTAL_LIMITS.serviceSubtext + extra),
          }),
        });
        expect(fields(body)).toEqual({ title: PORTAL_MESSAGES.titleTooLong, subtext: PORTAL_MESSAGES.subtextTooLong });
      }),
      { numRuns: 8 },
    );
    expect(fields(await as(RECEPTION, PHARMACY, { w: '1001', c: [] }))).toEqual({
      conditions: PORTAL_MESSAGES.conditionRequired,
    });
  });

  it('refuses another organisation’s categories and services, and people without console access', async () => {
    const settings = await as(MANAGER, ADD_CATEGORY, { w: '1002', title: 'Hillview only' });
    const hillview = (settings.data!.createPortalCategory.categories as Json[])[0]!;
    // through Riverside, Hillview's category is not found
    expect(code(await as(RECEPTION, RENAME_CATEGORY, { w: '1001', id: hillview.id, title: 'x' }))).toBe('NOT_FOUND');
    expect(code(await as(RECEPTION, DELETE_CATEGORY, { w: '1001', id: hillview.id }))).toBe('NOT_FOUND');
    expect(code(await as(RECEPTION, ADD_SERVICE, { w: '1001', c: hillview.id, input: service() }))).toBe('NOT_FOUND');
    expect(code(await as(RECEPTION, GET, { w: '1002' }))).toBe('FORBIDDEN');
    expect(code(await as(CLINICIAN, GET, { w: '1001' }))).toBe('FORBIDDEN');
    expect(code(await as(null, GET, { w: '1001' }))).toBe('UNAUTHENTICATED');
  });
});

describe('the practice’s portal page', () => {
  it('shows a guest the categories and services in order without logged-in only ones, and the pharmacy link', async () => {
    const before = await as(null, GUEST, { w: '1002' });
    expect(before.data!.patientPortal).toMatchObject({ practiceName: 'Hillview Surgery', pharmacyBookingUrl: null });
    const settings = await as(MANAGER, ADD_CATEGORY, { w: '1002', title: 'Help with' });
    const category = (settings.data!.createPortalCategory.categories as Json[]).at(-1)!;
    await as(MANAGER, ADD_SERVICE, { w: '1002', c: category.id, input: service({ title: 'Fit notes' }) });
    await as(MANAGER, ADD_SERVICE, {
      w: '1002',
      c: category.id,
      input: service({ title: 'Records', loggedInOnly: true }),
    });
    await as(MANAGER, PHARMACY, { w: '1002', c: ['uti', 'impetigo'] });
    const page = (await as(null, GUEST, { w: '1002' })).data!.patientPortal as Json;
    expect(page.hiddenForGuests).toBe(1);
    expect(page.pharmacyConditions).toEqual(['impetigo', 'uti']);
    expect(page.pharmacyBookingUrl).toMatch(/^https:\/\//);
    const titles = (page.categories as Json[]).flatMap((c) => (c.services as Json[]).map((s) => s.title));
    expect(titles).toContain('Fit notes');
    expect(titles).not.toContain('Records');
    expect(code(await as(null, GUEST, { w: '9999' }))).toBe('NOT_FOUND');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TEMPLATE_MESSAGES, TEMPLATE_NAME_MAX, TEMPLATE_TEXT_MAX } from '@contracts/rules/templates.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { gql, type Json } from '../../test/helpers.js';

const SUPER = 1;
const CLINICIAN = 2; // role no at Riverside
const RECEPTION = 3; // role editor at Riverside, console basic
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

const CREATE_PERSONAL =
  'mutation C($input: MessageTemplateInput!) { createPersonalTemplate(input: $input) { id scope name text } }';
const UPDATE_PERSONAL =
  'mutation U($id: ID!, $input: MessageTemplateInput!) { updatePersonalTemplate(id: $id, input: $input) { id name text } }';
const DELETE_PERSONAL = 'mutation D($id: ID!) { deletePersonalTemplate(id: $id) }';
const PERSONAL = 'query P { personalTemplates { id name text scope } }';
const CREATE_ORG =
  'mutation CO($w: ID!, $input: MessageTemplateInput!) { createOrganisationTemplate(wcmsId: $w, input: $input) { id scope name } }';
const UPDATE_ORG =
  'mutation UO($w: ID!, $id: ID!, $input: MessageTemplateInput!) { updateOrganisationTemplate(wcmsId: $w, id: $id, input: $input) { id name } }';
const DELETE_ORG = 'mutation DO($w: ID!, $id: ID!) { deleteOrganisationTemplate(wcmsId: $w, id: $id) }';
const ORG = 'query O($w: ID!) { organisationTemplates(wcmsId: $w) { id name } }';
const COMPOSER = 'query CT($w: ID!) { composerTemplates(wcmsId: $w) { id name scope } }';

describe('personal templates', () => {
  it('are created, listed by name, edited and deleted by their owner only', async () => {
    const made = await as(CLINICIAN, CREATE_PERSONAL, {
      input: { name: '  Results normal ', text: 'Dear [patient first name], your results are normal. [staff name]' },
    });
    expect(made.data?.createPersonalTemplate).toMatchObject({ scope: 'personal', name: 'Results normal' });
    const id = made.data!.createPersonalTemplate.id as string;
    await as(CLINICIAN, CREATE_PERSONAL, { input: { name: 'Appointment', text: 'Please book.' } });
    expect(((await as(CLINICIAN, PERSONAL)).data!.personalTemplates as Json[]).map((x) => x.name)).toEqual([
      'Appointment',
      'Results normal',
    ]);
    // somebody else's: neither listed, nor editable, nor deletable
    expect((await as(RECEPTION, PERSONAL)).data!.personalTemplates).toEqual([]);
    const foreign = await as(RECEPTION, UPDATE_PERSONAL, { id, input: { name: 'x', text: 'y' } });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await as(RECEPTION, DELETE_PERSONAL, { id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const edited = await as(CLINICIAN, UPDATE_PERSONAL, { id, input: { name: 'Results fine', text: 'All fine.' } });
    expect(edited.data?.updatePersonalTemplate).toMatchObject({ name: 'Results fine', text: 'All fine.' });
    expect((await as(CLINICIAN, DELETE_PERSONAL, { id })).data?.deletePersonalTemplate).toBe(true);
    expect(((await as(CLINICIAN, PERSONAL)).data!.personalTemplates as Json[]).map((x) => x.name)).toEqual([
      'Appointment',
    ]);
  });

  it('are refused without a token', async () => {
    expect((await as(null, PERSONAL)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const made = await as(null, CREATE_PERSONAL, { input: { name: 'a', text: 'b' } });
    expect(made.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('validate the name and text, and names are unique per owner without regard to case', async () => {
    const blank = await as(CLINICIAN, CREATE_PERSONAL, { input: { name: ' ', text: '' } });
    expect(blank.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
    expect(fields(blank)).toEqual({ name: TEMPLATE_MESSAGES.nameRequired, text: TEMPLATE_MESSAGES.textRequired });
    const unknown = await as(CLINICIAN, CREATE_PERSONAL, { input: { name: 'u', text: 'Dear [patient surname]' } });
    expect(fields(unknown)).toEqual({ text: TEMPLATE_MESSAGES.unknownPlaceholder });
    await as(MANAGER, CREATE_PERSONAL, { input: { name: 'Flu clinic', text: 'Book your flu jab.' } });
    const taken = await as(MANAGER, CREATE_PERSONAL, { input: { name: 'FLU CLINIC', text: 'Again.' } });
    expect(fields(taken)).toEqual({ name: TEMPLATE_MESSAGES.nameTaken });
    // another person may use the same name
    const other = await as(RECEPTION, CREATE_PERSONAL, { input: { name: 'Flu clinic', text: 'Book.' } });
    expect(other.errors).toBeUndefined();
  });

  it('refuse any name or text over its limit with a 400, never storing it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 40 }), fc.boolean(), async (extra, nameTooLong) => {
        const input = nameTooLong
          ? { name: 'n'.repeat(TEMPLATE_NAME_MAX + extra), text: 'ok' }
          : { name: `long ${extra}`, text: 't'.repeat(TEMPLATE_TEXT_MAX + extra) };
        const body = await as(SUPER, CREATE_PERSONAL, { input });
        expect(fields(body)).toEqual(
          nameTooLong ? { name: TEMPLATE_MESSAGES.nameTooLong } : { text: TEMPLATE_MESSAGES.textTooLong },
        );
      }),
      { numRuns: 15 },
    );
    const atLimit = await as(SUPER, CREATE_PERSONAL, {
      input: { name: 'n'.repeat(TEMPLATE_NAME_MAX), text: 't'.repeat(TEMPLATE_TEXT_MAX) },
    });
    expect(atLimit.errors).toBeUndefined();
    expect((await as(SUPER, PERSONAL)).data!.personalTemplates).toHaveLength(1);
  });
});

describe('organisation templates', () => {
  it('are kept per organisation by basic console users, and refused for another organisation', async () => {
    const made = await as(RECEPTION, CREATE_ORG, { w: '1001', input: { name: 'Welcome', text: '[practice name]' } });
    expect(made.data?.createOrganisationTemplate).toMatchObject({ scope: 'organisation', name: 'Welcome' });
    const id = made.data!.createOrganisationTemplate.id as string;
    expect((await as(MANAGER, ORG, { w: '1002' })).data!.organisationTemplates).toEqual([]);
    // Hillview's manager cannot reach Riverside's template through Hillview
    const viaOther = await as(MANAGER, UPDATE_ORG, { w: '1002', id, input: { name: 'x', text: 'y' } });
    expect(viaOther.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await as(MANAGER, DELETE_ORG, { w: '1002', id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await as(RECEPTION, ORG, { w: '1002' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const dup = await as(MANAGER, CREATE_ORG, { w: '1001', input: { name: 'welcome', text: 'x' } });
    expect(fields(dup)).toEqual({ name: TEMPLATE_MESSAGES.nameTaken });
    const renamed = await as(MANAGER, UPDATE_ORG, { w: '1001', id, input: { name: 'Hello', text: 'Hi' } });
    expect(renamed.data?.updateOrganisationTemplate).toMatchObject({ name: 'Hello' });
    expect((await as(MANAGER, DELETE_ORG, { w: '1001', id })).data?.deleteOrganisationTemplate).toBe(true);
    expect((await as(MANAGER, ORG, { w: '1001' })).data!.organisationTemplates).toEqual([]);
  });
});

describe('the composer templates', () => {
  it('offer the caller’s personal templates then the organisation’s, to members of the organisation only', async () => {
    await as(MANAGER, CREATE_ORG, {
      w: '1001',
      input: { name: 'Practice closed', text: '[practice name] is closed.' },
    });
    await as(CLINICIAN, CREATE_PERSONAL, { input: { name: 'Mine', text: 'Hello [patient first name]' } });
    const list = (await as(CLINICIAN, COMPOSER, { w: '1001' })).data!.composerTemplates as Json[];
    expect(list.filter((x) => x.scope === 'organisation').map((x) => x.name)).toEqual(['Practice closed']);
    expect(list.findIndex((x) => x.name === 'Mine')).toBeLessThan(list.findIndex((x) => x.scope === 'organisation'));
    expect((await as(CLINICIAN, COMPOSER, { w: '1002' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // spec §6: a super user acting for an organisation has no staff areas
    expect((await as(SUPER, COMPOSER, { w: '1001' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await as(null, COMPOSER, { w: '1001' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

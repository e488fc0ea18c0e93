import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addUser } from '../../test/fixtures.js';
import { gql, type Json } from '../../test/helpers.js';
import {
  demoPatients,
  findPatientByNhsNumber,
  getCachedClinicalPatientId,
  isValidDateOfBirth,
  isValidNhsNumber,
  searchPatients,
} from '../clinical-system/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const RECEPTION = 3;
const MANAGER = 4;
const SUPER = 1;

const SEARCH = `query SearchPatient($wcmsId: ID!, $searchParameters: PatientSearchInput!) {
  searchPatient(wcmsId: $wcmsId, searchParameters: $searchParameters) {
    id forename surname title nhsNumber dateOfBirth sex primaryEmail primaryPhone mobilePhone workPhone
    homeAddress { address1 address2 address3 address4 address5 postcode }
  }
}`;
const GET = `query GetPatient($wcmsId: ID!, $id: ID!) { getPatient(wcmsId: $wcmsId, id: $id) { id forename surname nhsNumber } }`;
const PREFILL = `mutation PrefillPatientIdCache($wcmsId: ID!, $nhsNumber: String!) {
  prefillPatientIdCache(wcmsId: $wcmsId, nhsNumber: $nhsNumber) { nhsNumber clinicalPatientId found }
}`;

async function token(userId: number) {
  return (await t.signIn(userId)).bearerToken;
}

describe('searchPatient', () => {
  it('finds a patient by surname and date of birth, with every clinical API field', async () => {
    const body = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { surname: 'whit', dateOfBirth: '1948-04-12' } },
      {
        token: await token(RECEPTION),
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.searchPatient).toEqual([
      {
        id: 'EMIS-5000',
        forename: 'Eleanor',
        surname: 'Whitfield',
        title: 'Mrs',
        nhsNumber: '9991000003',
        dateOfBirth: '1948-04-12',
        sex: 'Female',
        primaryEmail: 'eleanor.whitfield@example.com',
        primaryPhone: '07700 900100',
        mobilePhone: '07700 900100',
        workPhone: null,
        homeAddress: {
          address1: '14 Mill Lane',
          address2: 'Riverside',
          address3: 'Westshire',
          address4: null,
          address5: null,
          postcode: 'RV1 2AB',
        },
      },
    ]);
  });

  it('refuses a single parameter with a clear message', async () => {
    const body = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { surname: 'Smith' } },
      {
        token: await token(RECEPTION),
      },
    );
    expect(body.data).toBeNull();
    expect(body.errors![0]).toMatchObject({
      message: 'Enter at least two details to find a patient',
      extensions: { code: 'VALIDATION_FAILED' },
    });
  });

  it('does not count blank parameters', async () => {
    const body = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { surname: 'Smith', forename: '   ' } },
      {
        token: await token(RECEPTION),
      },
    );
    expect(body.errors![0]!.message).toBe('Enter at least two details to find a patient');
  });

  it('matches several people and keeps to the organisation', async () => {
    const tok = await token(MANAGER);
    const riverside = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { surname: 'smith', postcode: 'rv13pq' } },
      { token: tok },
    );
    expect(riverside.data!.searchPatient.map((p: Json) => `${p.forename} ${p.surname}`)).toEqual([
      'John Smith',
      'Leo Smith',
      'Sarah Smith',
    ]);
    const hillview = await gql(
      t,
      SEARCH,
      { wcmsId: '1002', searchParameters: { surname: 'Smith', forename: 'John' } },
      { token: tok },
    );
    expect(hillview.data!.searchPatient.map((p: Json) => p.id)).toEqual(['S1-5106']);
  });

  it('finds by NHS number with spaces and sex', async () => {
    const body = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { nhsNumber: '999 100 0135', sex: 'male' } },
      {
        token: await token(RECEPTION),
      },
    );
    expect(body.data!.searchPatient.map((p: Json) => p.id)).toEqual(['EMIS-5001']);
  });

  it('returns an empty list when nobody matches', async () => {
    const body = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { surname: 'Nobody', forename: 'Here' } },
      {
        token: await token(RECEPTION),
      },
    );
    expect(body.data!.searchPatient).toEqual([]);
  });

  it('refuses an NHS number that fails the Modulus 11 check, naming the field', async () => {
    const body = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { nhsNumber: '9991000004', surname: 'Whitfield' } },
      {
        token: await token(RECEPTION),
      },
    );
    expect(body.errors![0]).toMatchObject({
      message: 'This is not a valid NHS number. Check each digit and try again.',
      extensions: {
        code: 'VALIDATION_FAILED',
        fields: { nhsNumber: 'This is not a valid NHS number. Check each digit and try again.' },
      },
    });
  });

  it('refuses a date of birth that is not real or not in the past', async () => {
    const tok = await token(RECEPTION);
    for (const dateOfBirth of ['2023-02-30', '2999-01-01', '12/04/1948']) {
      const body = await gql(
        t,
        SEARCH,
        { wcmsId: '1001', searchParameters: { surname: 'Whitfield', dateOfBirth } },
        { token: tok },
      );
      expect(body.errors![0]!.extensions!.fields).toEqual({ dateOfBirth: 'Enter a real date of birth in the past' });
    }
  });

  it('treats a search term as text, not a pattern', async () => {
    const body = await gql(
      t,
      SEARCH,
      { wcmsId: '1001', searchParameters: { surname: '%', forename: '_' } },
      {
        token: await token(RECEPTION),
      },
    );
    expect(body.data!.searchPatient).toEqual([]);
  });

  it('refuses callers outside the organisation, the super role and anonymous callers', async () => {
    const outsider = await addUser(t.database.db, { memberships: [{ wcmsId: 1002, role: 'editor' }] });
    const vars = { wcmsId: '1001', searchParameters: { surname: 'Smith', forename: 'John' } };
    const out = await gql(t, SEARCH, vars, { token: await token(outsider.id) });
    expect(out.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const superUser = await gql(t, SEARCH, vars, { token: await token(SUPER) });
    expect(superUser.errors![0]).toMatchObject({ message: 'You do not have access to this page' });
    const anonymous = await gql(t, SEARCH, vars);
    expect(anonymous.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('getPatient', () => {
  it('gives a patient of the organisation by clinical id, and null for another organisation’s', async () => {
    const tok = await token(MANAGER);
    const found = await gql(t, GET, { wcmsId: '1001', id: 'EMIS-5003' }, { token: tok });
    expect(found.data!.getPatient).toEqual({
      id: 'EMIS-5003',
      forename: 'George',
      surname: 'Patel',
      nhsNumber: '9991000399',
    });
    const other = await gql(t, GET, { wcmsId: '1001', id: 'S1-5020' }, { token: tok });
    expect(other.data!.getPatient).toBeNull();
  });
});

describe('prefillPatientIdCache', () => {
  it('caches the clinical id of a known NHS number and reports an unknown one', async () => {
    const tok = await token(RECEPTION);
    const known = await gql(t, PREFILL, { wcmsId: '1001', nhsNumber: '999 100 0267' }, { token: tok });
    expect(known.data!.prefillPatientIdCache).toEqual({
      nhsNumber: '9991000267',
      clinicalPatientId: 'EMIS-5002',
      found: true,
    });
    expect(
      await getCachedClinicalPatientId(t.database.db, {
        nhsNumber: '9991000267',
        wcmsId: 1001,
        clinicalSystem: 'emisweb',
      }),
    ).toBe('EMIS-5002');
    // a Hillview patient is not registered at Riverside
    const unknown = await gql(t, PREFILL, { wcmsId: '1001', nhsNumber: '9991002618' }, { token: tok });
    expect(unknown.data!.prefillPatientIdCache).toEqual({
      nhsNumber: '9991002618',
      clinicalPatientId: null,
      found: false,
    });
    const invalid = await gql(t, PREFILL, { wcmsId: '1001', nhsNumber: '123' }, { token: tok });
    expect(invalid.errors![0]!.message).toBe('Enter a valid NHS number (10 digits)');
  });
});

describe('the demo data and the service API', () => {
  it('gives every demo patient a valid, unique NHS number and a unique clinical id', () => {
    const patients = demoPatients();
    expect(patients.every((p) => isValidNhsNumber(p.nhsNumber!))).toBe(true);
    expect(new Set(patients.map((p) => p.nhsNumber)).size).toBe(patients.length);
    expect(new Set(patients.map((p) => p.id)).size).toBe(patients.length);
  });

  it('finds a patient by NHS number only in their own organisation', async () => {
    expect((await findPatientByNhsNumber(t.database.db, 1001, '9991000003'))?.surname).toBe('Whitfield');
    expect(await findPatientByNhsNumber(t.database.db, 1002, '9991000003')).toBeNull();
  });

  it('searches through the service with the same rules', async () => {
    await expect(searchPatients(t.database.db, 1001, { surname: 'Smith' }, '2026-01-01')).rejects.toThrow(
      'Enter at least two details to find a patient',
    );
    const found = await searchPatients(t.database.db, 1001, { surname: 'Kowalski', forename: 'a' }, '2026-01-01');
    expect(found.map((p) => p.mobilePhone)).toEqual([null]);
  });
});

describe('validators (property tests)', () => {
  const nine = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 });
  it('accepts exactly the numbers whose tenth digit is the Modulus 11 check digit', () => {
    fc.assert(
      fc.property(nine, fc.integer({ min: 0, max: 9 }), (digits, last) => {
        const sum = digits.reduce((acc, d, i) => acc + d * (10 - i), 0);
        const check = (11 - (sum % 11)) % 11;
        expect(isValidNhsNumber(`${digits.join('')}${last}`)).toBe(check !== 10 && check === last);
      }),
    );
  });
  it('refuses anything that is not ten digits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^\s*\d(\s*\d){9}\s*$/.test(s));
        expect(isValidNhsNumber(s)).toBe(false);
      }),
    );
  });
  it('accepts a date of birth exactly when it is a real day before today', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1870-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        expect(isValidDateOfBirth(iso, '2026-06-15')).toBe(iso < '2026-06-15');
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2020 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 31 }),
        (y, m, d) => {
          const real = new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
          const iso = `${y}-${String(m).padStart(2, '0')}-${d}`;
          expect(isValidDateOfBirth(iso, '2026-06-15')).toBe(real);
        },
      ),
    );
  });
});

import { nhsCheckDigit } from '@contracts/rules/identifiers.js';

// The people of the demo requests (messages/demo-requests.ts): the clinical system registers them (demo-data.ts) and
// the demo requests carry the same names and NHS numbers.

/** A valid NHS number (Modulus 11) in the 999 test range, the nth one. */
export function demoNhsNumber(n: number): string {
  for (let candidate = 100_000 + n * 13; ; candidate++) {
    const nine = `999${String(candidate).padStart(6, '0')}`;
    const check = nhsCheckDigit(nine);
    if (check !== null) return `${nine}${check}`;
  }
}

export type DemoRequestPatient = {
  name: string;
  born: string;
  sex: 'Male' | 'Female';
  gender?: string;
  street: string;
  town: string;
  postcode: string;
};

/** The patients of the demo requests; the clinical system registers the same people (modules/clinical-system). */
export const PATIENTS: DemoRequestPatient[] = [
  {
    name: 'Eleanor Whitfield',
    born: '1948-04-12',
    sex: 'Female',
    street: '14 Mill Lane',
    town: 'Riverside',
    postcode: 'RV1 2AB',
  },
  {
    name: 'Oliver Bennett',
    born: '1990-09-03',
    sex: 'Male',
    street: '7 Orchard Close',
    town: 'Riverside',
    postcode: 'RV2 4CD',
  },
  {
    name: 'Amara Okoye',
    born: '1985-01-27',
    sex: 'Female',
    street: '22 Station Road',
    town: 'Riverside',
    postcode: 'RV1 5EF',
  },
  {
    name: 'George Patel',
    born: '1962-11-19',
    sex: 'Male',
    street: '3 The Crescent',
    town: 'Riverside',
    postcode: 'RV3 1GH',
  },
  {
    name: 'Sophie Turner',
    born: '1999-06-08',
    sex: 'Female',
    street: '41 Church Street',
    town: 'Riverside',
    postcode: 'RV2 7JK',
  },
  {
    name: 'Harry Lewis',
    born: '2017-02-14',
    sex: 'Male',
    street: '9 Willow Way',
    town: 'Riverside',
    postcode: 'RV4 3LM',
  },
  {
    name: 'Margaret Evans',
    born: '1939-08-30',
    sex: 'Female',
    street: 'Flat 2, 18 Bridge Street',
    town: 'Riverside',
    postcode: 'RV1 8NP',
  },
  {
    name: 'Mohammed Rahman',
    born: '1978-03-22',
    sex: 'Male',
    street: '56 Queens Road',
    town: 'Riverside',
    postcode: 'RV3 6QR',
  },
  {
    name: 'Chloe Davies',
    born: '2008-12-01',
    sex: 'Female',
    street: '12 Meadow View',
    town: 'Riverside',
    postcode: 'RV4 9ST',
  },
  {
    name: 'Jack Robinson',
    born: '1971-07-16',
    sex: 'Male',
    street: '88 High Street',
    town: 'Riverside',
    postcode: 'RV1 3UV',
  },
  {
    name: 'Priyanka Nair',
    born: '1993-05-09',
    sex: 'Female',
    street: '5 Elm Grove',
    town: 'Riverside',
    postcode: 'RV2 2WX',
  },
  {
    name: 'Thomas Wright',
    born: '1956-10-25',
    sex: 'Male',
    street: '27 Park Avenue',
    town: 'Riverside',
    postcode: 'RV3 4YZ',
  },
  {
    name: 'Isla Campbell',
    born: '2015-04-18',
    sex: 'Female',
    street: '30 Riverside Walk',
    town: 'Riverside',
    postcode: 'RV1 6BA',
  },
  {
    name: 'Daniel Hughes',
    born: '1988-08-11',
    sex: 'Male',
    gender: 'Non-binary',
    street: '2 Ash Court',
    town: 'Riverside',
    postcode: 'RV4 1DC',
  },
  {
    name: 'Fatima Ali',
    born: '1969-12-05',
    sex: 'Female',
    street: '73 Victoria Road',
    town: 'Riverside',
    postcode: 'RV2 8FE',
  },
  {
    name: 'William Clarke',
    born: '1944-01-30',
    sex: 'Male',
    street: '16 Rectory Lane',
    town: 'Riverside',
    postcode: 'RV3 9HG',
  },
  {
    name: 'Grace Murphy',
    born: '1982-09-14',
    sex: 'Female',
    street: '49 Kings Road',
    town: 'Riverside',
    postcode: 'RV1 4KJ',
  },
  {
    name: 'Ethan Walker',
    born: '2003-03-07',
    sex: 'Male',
    street: '11 Beech Drive',
    town: 'Riverside',
    postcode: 'RV4 5ML',
  },
  {
    name: 'Zara Hussain',
    born: '1996-11-23',
    sex: 'Female',
    street: '8 Canal Street',
    town: 'Riverside',
    postcode: 'RV2 3PN',
  },
  {
    name: 'Peter Johnson',
    born: '1951-06-02',
    sex: 'Male',
    street: '64 London Road',
    town: 'Riverside',
    postcode: 'RV3 2RQ',
  },
  {
    name: 'Ruth Morgan',
    born: '1975-02-28',
    sex: 'Female',
    street: '1 Hill Rise',
    town: 'Hillview',
    postcode: 'HV1 1AA',
  },
  {
    name: 'Samuel Green',
    born: '1989-10-10',
    sex: 'Male',
    street: '23 Top Road',
    town: 'Hillview',
    postcode: 'HV1 2BB',
  },
  {
    name: 'Aisha Begum',
    born: '2012-07-21',
    sex: 'Female',
    street: '6 Valley Close',
    town: 'Hillview',
    postcode: 'HV2 3CC',
  },
  {
    name: 'Robert Taylor',
    born: '1947-05-15',
    sex: 'Male',
    street: '38 Summit Way',
    town: 'Hillview',
    postcode: 'HV2 4DD',
  },
  {
    name: 'Emily Roberts',
    born: '1992-12-19',
    sex: 'Female',
    street: '17 Ridge Lane',
    town: 'Hillview',
    postcode: 'HV1 5EE',
  },
  {
    name: 'Kwame Mensah',
    born: '1980-04-04',
    sex: 'Male',
    street: '52 Moor Street',
    town: 'Hillview',
    postcode: 'HV3 6FF',
  },
  {
    name: 'Lucy Thompson',
    born: '1967-09-09',
    sex: 'Female',
    street: '4 Heather Drive',
    town: 'Hillview',
    postcode: 'HV3 7GG',
  },
  {
    name: 'Arthur Phillips',
    born: '2019-01-12',
    sex: 'Male',
    street: '29 Brook Road',
    town: 'Hillview',
    postcode: 'HV2 8HH',
  },
];

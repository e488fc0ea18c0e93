import type { Patient } from './models';

/** 'Mrs Eleanor Whitfield' */
export function patientDisplayName(p: Pick<Patient, 'title' | 'forename' | 'surname'>): string {
  return [p.title, p.forename, p.surname].filter(Boolean).join(' ');
}

/** '14 Mill Lane, Riverside, Westshire, RV1 2AB' */
export function formatAddress(address: Patient['homeAddress']): string {
  if (!address) return '';
  return [address.address1, address.address2, address.address3, address.address4, address.address5, address.postcode]
    .filter(Boolean)
    .join(', ');
}

/** The best number to call: mobile, else the primary phone, else work. */
export function patientPhone(p: Pick<Patient, 'mobilePhone' | 'primaryPhone' | 'workPhone'>): string | null {
  return p.mobilePhone ?? p.primaryPhone ?? p.workPhone ?? null;
}

const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A date of birth: '12 Apr 1948'. */
export function formatBirthDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dateOnly.format(date);
}

/** An NHS number the way staff read it: 999 100 0003 (the one rule in schema/rules). */
export { formatNhsNumber as formatNhs } from '@contracts/rules/identifiers';

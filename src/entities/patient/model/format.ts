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

/** A date of birth: '12 Apr 1948'; an NHS number: '999 100 0003' (shared/lib/format). */
export { formatDate as formatBirthDate, formatNhsNumber as formatNhs } from '@/shared/lib/format';

/** Console area information governance (spec §3 retention for client and consult, §5, §9 nightly deletion). */
export const consoleGovernance = {
  'console.informationGovernance.title': 'Information governance',
  'console.informationGovernance.description': 'How long completed requests and video consultations are kept.',
  'console.informationGovernance.intro':
    'Every night Carebridge deletes completed records older than these periods, with their files. Open requests and records waiting to be attached to the clinical system are never deleted.',
  'console.informationGovernance.saved': 'Information governance settings saved',
  'console.informationGovernance.client.legend': 'Client retention',
  'console.informationGovernance.client.hint': 'Completed requests and their attachments.',
  'console.informationGovernance.consult.legend': 'Consult retention',
  'console.informationGovernance.consult.hint': 'Completed Carebridge Consult video consultations.',
  'console.informationGovernance.value': 'Number',
  'console.informationGovernance.unit': 'Unit',
  'console.informationGovernance.unit.days': 'Days',
  'console.informationGovernance.unit.months': 'Months (30 days)',
  'console.informationGovernance.unit.years': 'Years (365 days)',
  'console.informationGovernance.client.required': 'Enter the client retention, a whole number from 1 to 500',
  'console.informationGovernance.consult.required': 'Enter the consult retention, a whole number from 1 to 500',
  'console.informationGovernance.client.shorter': 'Client retention cannot be shorter than consult retention',
  'console.informationGovernance.preview.heading': 'Next nightly deletion',
  'console.informationGovernance.preview.counting': 'Counting the records the next run would delete…',
  'console.informationGovernance.preview.result':
    'With these settings the next run deletes {requests} completed requests and {consults} video consultations.',
  'console.informationGovernance.preview.invalid': 'Correct the retention to see what the next run would delete.',
  'console.informationGovernance.preview.failed': 'Could not count the records the next run would delete.',
} as const;

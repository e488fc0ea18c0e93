export { PatientSearch } from './ui/patient-search';
export { PatientSearchForm } from './ui/patient-search-form';
export { PatientResults } from './ui/patient-results';
export type { PatientResultsState } from './ui/patient-results';
export { validateSearch } from './model/search-form';

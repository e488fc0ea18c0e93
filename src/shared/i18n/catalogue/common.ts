/** Strings used across the app shell. Spec wording is quoted exactly where the spec gives it. */
export const common = {
  'app.name': 'Carebridge',
  'app.consultName': 'Carebridge Consult',
  'app.loading': 'Loading Carebridge…',
  'app.configFailed': 'Carebridge could not load its settings. Check your connection and try again.',
  'app.retry': 'Try again',
  'common.loading': 'loading...',
  'error.generic': 'Sorry, a problem was encountered.',
  'error.noAccess': 'You do not have access to this page',
  'topBar.signedInAs': 'You are logged into {organisation} as {name}',
  'about.client': 'client',
  'about.megatronApi': 'megatron api',
  'about.productApi': 'Carebridge api',
  'about.clinicalApi': 'clinical api',
  'about.environment': 'environment',
} as const;

/** Strings built into shared/ui components. */
export const ui = {
  'ui.close': 'Close',
  'ui.loading': 'Loading',
  'ui.alert.info': 'Information:',
  'ui.alert.success': 'Success:',
  'ui.alert.warning': 'Warning:',
  'ui.alert.error': 'Error:',
  'ui.field.errorPrefix': 'Error:',
  'ui.select.placeholder': 'Select an option',
  'ui.emptyState.title': 'Nothing to show yet',
  'ui.errorState.title': 'Sorry, there is a problem',
  'ui.errorState.message': 'Something went wrong while loading this. Try again in a moment.',
  'ui.errorState.retry': 'Try again',
} as const;

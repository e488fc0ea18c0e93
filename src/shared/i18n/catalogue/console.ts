/** The management console. */
export const consoleStrings = {
  'console.title': 'Management console',
  'console.save': 'Save',
  'console.advancedDenied': 'You have not been given access to advanced settings',
  'console.nav.label': 'Console sections',
  'console.choosePanel': 'Choose a section to change its settings.',
  'console.twoFactor.title': 'Two-factor authentication',
  'console.twoFactor.intro':
    'Ask everyone in this organisation for a second check when they sign in: a code sent by email, or a code from an authenticator app.',
  'console.twoFactor.legend': 'How staff confirm their sign-in',
  'console.twoFactor.none': 'Not required',
  'console.twoFactor.email': 'A code sent by email',
  'console.twoFactor.authenticator': 'A code from an authenticator app',
  'console.twoFactor.saved': 'Two-factor sign-in settings saved.',
  'console.twoFactor.noOrganisation': 'Choose an organisation to change its settings.',
} as const;

/** Sign-in, session, guard and account screens. */
export const auth = {
  // Sign in
  'auth.login.title': 'Sign in to Carebridge',
  'auth.login.intro': 'Use the email address and password of your Carebridge account.',
  'auth.login.email': 'Email address',
  'auth.login.password': 'Password',
  'auth.login.submit': 'Sign in',
  'auth.login.forgotten': 'Forgotten your password?',
  'auth.login.errorTitle': 'There is a problem',
  'auth.login.emailRequired': 'Enter your email address',
  'auth.login.passwordRequired': 'Enter your password',
  'auth.login.failed': 'Sign-in did not work. Check your connection and try again.',
  'auth.login.working': 'Signing you in',

  // Two-factor sign-in
  'auth.twoFactor.emailTitle': 'Check your email',
  'auth.twoFactor.emailIntro':
    'We have emailed a security code to {email}. Enter it below to finish signing in. The code expires after 10 minutes.',
  'auth.twoFactor.appTitle': 'Enter the code from your authenticator app',
  'auth.twoFactor.appIntro': 'Open your authenticator app and enter the code it shows for Carebridge.',
  'auth.twoFactor.setupTitle': 'Set up an authenticator app',
  'auth.twoFactor.setupIntro':
    'Your organisation asks everyone to use an authenticator app when they sign in. Add Carebridge to your app with the setup key below (or open the link on this device), then enter the code the app shows.',
  'auth.twoFactor.setupKey': 'Setup key',
  'auth.twoFactor.copy': 'Copy setup key',
  'auth.twoFactor.copied': 'Setup key copied',
  'auth.twoFactor.copyFailed': 'Could not copy. Select the key and copy it yourself.',
  'auth.twoFactor.openApp': 'Open in an authenticator app on this device',
  'auth.twoFactor.code': 'Security code',
  'auth.twoFactor.codeHint': 'For example, 123456',
  'auth.twoFactor.codeRequired': 'Enter the security code',
  'auth.twoFactor.submit': 'Continue',
  'auth.twoFactor.restart': 'Start again',

  // Locked (spec §4 lock record)
  'auth.locked.title': 'You have been signed out',
  'auth.locked.intro': 'You were signed out because you were inactive. Sign in again to carry on where you left off.',
  'auth.locked.introNoRecord': 'Your session has ended. Sign in again to carry on.',

  // Forgotten and reset password
  'account.forgotten.title': 'Reset your password',
  'account.forgotten.intro':
    'Enter the email address of your Carebridge account and we will email you a link to set a new password.',
  'account.forgotten.submit': 'Email me a reset link',
  'account.forgotten.sentTitle': 'Check your email',
  'account.forgotten.sent':
    'If {email} belongs to a Carebridge account, we have emailed it a link to set a new password. Setting a new password also unlocks a locked account.',
  'account.forgotten.back': 'Back to sign in',
  'account.email.invalid': 'Enter an email address in the correct format, like name@practice.nhs.uk',
  'account.reset.title': 'Set a new password',
  'account.reset.password': 'New password',
  'account.reset.passwordHint': 'At least 12 characters. A few unrelated words make a strong password.',
  'account.reset.confirm': 'Confirm new password',
  'account.reset.submit': 'Set new password',
  'account.reset.doneTitle': 'Your password has been changed',
  'account.reset.done': 'Sign in with your new password.',
  'account.reset.noToken': 'This link is not complete. Use the whole link from your email, or ask for a new one.',
  'account.reset.requestNew': 'Ask for a new link',
  'account.reset.signIn': 'Sign in',
  'account.password.required': 'Enter a password',
  'account.password.tooShort': 'Password must be at least 12 characters',
  'account.password.confirmRequired': 'Confirm your password',
  'account.password.mismatch': 'Passwords do not match',

  // Registration
  'welcome.register.title': 'Create your Carebridge account',
  'welcome.register.intro': 'You have been invited to join {organisation}.',
  'welcome.register.introNoOrganisation': 'You have been invited to join Carebridge.',
  'welcome.register.email': 'Email address',
  'welcome.register.forename': 'First name',
  'welcome.register.surname': 'Last name',
  'welcome.register.confirm': 'Confirm password',
  'welcome.register.forenameRequired': 'Enter your first name',
  'welcome.register.surnameRequired': 'Enter your last name',
  'welcome.register.submit': 'Create account',
  'welcome.register.checking': 'Checking your invitation',
  'welcome.register.invalidTitle': 'This invitation cannot be used',
  'welcome.register.done': 'Your account is ready. Sign in to carry on.',

  // Auto sign-in
  'welcome.autoSignIn.working': 'Signing you in automatically',
  'welcome.autoSignIn.failed': 'Automatic sign-in did not work. Sign in with your email address and password instead.',

  // Choosing an account and an organisation
  'account.select.title': 'Choose an account',
  'account.select.continueAs': 'Continue as {name}',
  'account.select.another': 'Use another account',
  'account.organisation.title': 'Choose an organisation',
  'account.organisation.intro': 'You belong to more than one organisation. Choose the one you are working for now.',
  'account.organisation.superIntro':
    'As a super user you can act for any organisation. Search by name or organisation number.',
  'account.organisation.search': 'Search organisations',
  'account.organisation.searchHint': 'Organisation name or number',
  'account.organisation.list': 'Organisations',
  'account.organisation.emptyTitle': 'No organisations found',
  'account.organisation.empty':
    'No organisation matches your search. Check the spelling or try the organisation number.',
  'account.organisation.noneTitle': 'No organisations',
  'account.organisation.none': 'Your account is not linked to any organisation.',
  'account.organisation.loadFailed': 'Your organisations could not be loaded. Check your connection and try again.',
  'account.organisation.loading': 'Loading organisations',
  'account.organisation.current': 'Current organisation',
  'account.organisation.role': 'Your role: {role}',
  'account.organisation.switchLabel': 'Organisation',
  'account.organisation.change': 'Change organisation',
  'account.organisation.more': 'Showing the first 100 matches. Search to narrow them down.',
  'account.role.editor': 'editor',
  'account.role.full': 'full access',
  'account.role.super': 'super user',
  'account.role.no': 'standard',

  // No organisation and closing a window
  'account.noOrganisation.title': 'Your account is not linked to an organisation',
  'account.noOrganisation.body':
    'Carebridge shows requests, messages and patients for the GP practices and organisations you belong to, and your account does not belong to any yet.',
  'account.noOrganisation.next':
    'Ask your practice manager to add {email} to their organisation in Carebridge, then sign in again.',
  'account.logout': 'Log out',
  'account.closeWindow.title': 'You can close this window',
  'account.closeWindow.body': 'You have finished here.',
  'account.closeWindow.button': 'Close window',

  // Route guard, access and errors
  'guard.noAccess.body':
    'Your role in this organisation does not include this area. If you think it should, ask your practice manager or Carebridge support.',
  'guard.noAccess.superUser':
    'Super users acting for an organisation cannot open requests, outbound messages or patients.',
  'guard.noAccess.console': 'Go to the management console',
  'guard.home': 'Back to requests',
  'guard.notFound.title': 'Page not found',
  'guard.notFound.body':
    'There is no page at this address. If you typed it, check it; if you followed a link, it may be out of date.',
  'guard.error.body':
    'Carebridge hit an unexpected error and could not show this page. Anything you had already saved is safe.',
  'guard.error.next': 'Go back to your requests and try again. If it keeps happening, contact support.',
  'guard.error.support': 'Contact Carebridge support',
  'guard.error.reloading': 'Loading the latest version of Carebridge',
  'guard.checking': 'Checking your session',
} as const;

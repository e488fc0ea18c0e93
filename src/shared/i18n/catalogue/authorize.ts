/** /authorize, the Vision login helper route (spec §2). */
export const authorize = {
  'authorize.title': 'Sign in to Vision',
  'authorize.starting': 'Taking you to Vision to sign in…',
  'authorize.completing': 'Linking your Vision account…',
  'authorize.linked': 'Your Vision account {visionUser} is linked. You can close this window.',
  'authorize.close': 'Close window',
  'authorize.retry': 'Start again',
} as const;

/** spec §6: the super-user flag and toggle (features/super-user-mode). */
export const superUserMode = {
  'superUserMode.label': 'Super user mode',
  'superUserMode.on': 'On',
  'superUserMode.off': 'Off',
  'superUserMode.turnedOn': 'Super user mode is on: you may choose any organisation',
  'superUserMode.turnedOff': 'Super user mode is off: you act only for your own organisations',
  'superUserMode.failed': 'Super user mode could not be changed: {message}',
} as const;

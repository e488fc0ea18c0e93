/** Issue 23 item 21: the time of day that goes with the one date entry pattern (shared/ui TimeInput). */
export const timeInput = {
  'timeInput.hours': 'Hours',
  'timeInput.minutes': 'Minutes',
  'timeInput.hint': 'Use the 24-hour clock, for example 14 30',
  'timeInput.missing.hours': '{label} must include hours',
  'timeInput.missing.minutes': '{label} must include minutes',
  'timeInput.notReal': '{label} must be a real time on the 24-hour clock',
} as const;

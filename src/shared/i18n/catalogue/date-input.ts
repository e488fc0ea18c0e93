/** Issue 23 item 21: the one date entry pattern (shared/ui DateInput) and its messages. */
export const dateInput = {
  'dateInput.day': 'Day',
  'dateInput.month': 'Month',
  'dateInput.year': 'Year',
  'dateInput.hint': 'For example, 27 3 2024',
  'dateInput.hintBirth': 'For example, 27 3 1985',
  'dateInput.missing.day': '{label} must include a day',
  'dateInput.missing.month': '{label} must include a month',
  'dateInput.missing.year': '{label} must include a year',
  'dateInput.missing.day,month': '{label} must include a day and month',
  'dateInput.missing.day,year': '{label} must include a day and year',
  'dateInput.missing.month,year': '{label} must include a month and year',
  'dateInput.required': 'Enter a date',
  'dateInput.label.expiry': 'Expiry date',
  'dateInput.notReal': '{label} must be a real date',
  'dateInput.yearDigits': 'Year must include 4 numbers',
} as const;

import { describe, expect, it } from 'vitest';
import { composeSchema, EMPTY_COMPOSE } from './compose-schema';

const issuesOf = (values: Partial<typeof EMPTY_COMPOSE>) => {
  const parsed = composeSchema.safeParse({ ...EMPTY_COMPOSE, body: 'Your review is due.', ...values });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('compose: reminders up to two years ahead (spec §5), checked before sending as the server checks', () => {
  it('refuses reminders whose last one falls beyond two years, on the days between reminders', () => {
    expect(issuesOf({ remindersOn: true, reminderGap: '99', reminderOccurrences: '99' })).toEqual({
      reminderGap: 'Date must be no more than two years ahead.',
    });
  });

  it('takes reminders that end within two years', () => {
    expect(issuesOf({ remindersOn: true, reminderGap: '30', reminderOccurrences: '24' })).toEqual({});
    expect(issuesOf({ remindersOn: false, reminderGap: '99', reminderOccurrences: '99' })).toEqual({});
  });
});

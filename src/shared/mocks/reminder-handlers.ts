import { delay, http, HttpResponse } from 'msw';
import type { RestComponents } from '@/shared/api';
import { problem } from './request-handlers';

type Entry = RestComponents['schemas']['ReminderLogEntry'];
type Settings = RestComponents['schemas']['ReminderSettings'];

const SETTINGS = '*/api/appointment-reminders/wcms_id/:wcmsId/settings';
const LOG = '*/api/appointment-reminders/wcms_id/:wcmsId';
const CANCEL = '*/api/appointment-reminders/wcms_id/:wcmsId/:id/cancel';

export const reminderMockUrls = { SETTINGS, LOG, CANCEL } as const;

export const DEFAULT_REMINDER_TEXT =
  'Reminder: you have an appointment at {practice} on {date} at {time}. If you can no longer attend, please contact the practice.';

/** Riverside's settings as the server gives them to someone with console access. */
export function reminderSettingsFixture(overrides: Partial<Settings> = {}): Settings {
  return {
    enabled: true,
    days_before: [1, 3],
    sms_without_consent: false,
    text: DEFAULT_REMINDER_TEXT,
    default_text: DEFAULT_REMINDER_TEXT,
    can_edit: true,
    ...overrides,
  };
}

/** Log entries: delivered by NHS App (attached), SMS after an NHS App fallback, pending, failed for consent. */
export function reminderLogFixture(): Entry[] {
  const base = {
    appointment_id: 501,
    appointment_at: '2026-03-05T10:30:00.000Z',
    delivered: false,
    delivered_at: null,
    attached: false,
    cancelled: false,
    fallback_channel: null,
    fallback_delay_minutes: null,
    failure_reason: null,
    can_cancel: false,
  } as const;
  return [
    {
      ...base,
      id: 4,
      time: '2026-03-04T00:00:00.000Z',
      patient_name: 'Eleanor Whitfield',
      channel: null,
      state: 'pending',
      nhs_number: '9991000003',
      mobile: '07700900100',
      days_before: 1,
      can_cancel: true,
    },
    {
      ...base,
      id: 3,
      time: '2026-03-02T09:00:02.000Z',
      patient_name: 'Amara Okoye',
      channel: null,
      state: 'failed',
      nhs_number: '9991000267',
      mobile: '07700900114',
      days_before: 1,
      failure_reason: 'The patient has not given explicit consent to SMS',
    },
    {
      ...base,
      id: 2,
      time: '2026-03-02T09:00:01.000Z',
      patient_name: 'George Patel',
      channel: 'nhs_app',
      state: 'delivered',
      delivered: true,
      delivered_at: '2026-03-02T09:11:00.000Z',
      nhs_number: '9991000399',
      mobile: '07700900121',
      days_before: 1,
      fallback_channel: 'sms',
      fallback_delay_minutes: 5,
    },
    {
      ...base,
      id: 1,
      time: '2026-03-02T09:00:00.000Z',
      patient_name: 'Eleanor Whitfield',
      channel: 'nhs_app',
      state: 'delivered',
      delivered: true,
      delivered_at: '2026-03-02T09:00:06.000Z',
      nhs_number: '9991000003',
      mobile: '07700900100',
      days_before: 3,
      attached: true,
    },
  ];
}

/**
 * Reminder handlers for stories and tests: settings that save what is sent (refusing no days when on, as the
 * server does), a log paged 25 at a time, and cancel that refuses a reminder no longer pending.
 */
export function reminderHandlers(entries: Entry[] = reminderLogFixture(), settings = reminderSettingsFixture()) {
  let current = settings;
  const byId = new Map(entries.map((e) => [e.id, e]));
  return [
    http.get(SETTINGS, () => HttpResponse.json(current)),
    http.put(SETTINGS, async ({ request }) => {
      const body = (await request.json()) as RestComponents['schemas']['ReminderSettingsUpdate'];
      if (!current.can_edit) return problem(403, 'You need console access to change the reminder settings');
      if (body.enabled && body.days_before.length === 0) {
        return problem(400, 'Appointment days before required', {
          code: 'VALIDATION_FAILED',
          fields: { days_before: 'Appointment days before required' },
        });
      }
      current = { ...current, ...body };
      return HttpResponse.json(current);
    }),
    http.get(LOG, ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 25);
      const items = [...byId.values()].sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id);
      return HttpResponse.json({
        items: items.slice((page - 1) * size, page * size),
        total: items.length,
        page,
        page_size: size,
      });
    }),
    http.post(CANCEL, ({ params }) => {
      const entry = byId.get(Number(params.id));
      if (!entry) return problem(404, 'Reminder not found');
      if (entry.state !== 'pending') {
        return problem(409, 'This reminder has already been sent and can no longer be cancelled');
      }
      const cancelled = { ...entry, state: 'cancelled' as const, cancelled: true, can_cancel: false };
      byId.set(entry.id, cancelled);
      return HttpResponse.json(cancelled);
    }),
  ];
}

/** Settings and log that never answer (loading states). */
export const reminderLoadingHandlers = [
  http.get(SETTINGS, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
  http.get(LOG, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

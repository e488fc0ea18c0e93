import type { OutboundCreate, RecipientRow } from '@/entities/outbound';
import { preferenceLines, sendInstant, type ComposeValues } from './compose-schema';

/** The request body of the composer's values for these recipients. */
export function toRequest(values: ComposeValues, recipients: RecipientRow[], source: 'single' | 'csv'): OutboundCreate {
  return {
    channel: values.channel,
    body: values.body.trim(),
    template_id: values.templateId ? Number(values.templateId) : null,
    pathway_id: values.pathwayId ? Number(values.pathwayId) : null,
    sender_id: values.channel === 'sms' && values.senderId.trim() ? values.senderId.trim() : null,
    response_requested: values.responseRequested,
    preferences: values.responseRequested ? preferenceLines(values.preferences) : [],
    send_at: sendInstant(values)?.toISOString() ?? null,
    reminder: values.remindersOn
      ? { gap_days: Number(values.reminderGap), occurrences: Number(values.reminderOccurrences) }
      : null,
    fallback_hours:
      values.channel === 'nhs_app' && values.fallbackHours ? (Number(values.fallbackHours) as 3 | 24) : null,
    source,
    recipients,
  };
}

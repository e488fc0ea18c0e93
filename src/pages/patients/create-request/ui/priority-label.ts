import type { MessageKey } from '@/shared/i18n';

/** The catalogue key of each request priority, as the wizard's priority step and its confirmation show them. */
export const PRIORITY_LABEL: Record<string, MessageKey> = {
  urgent: 'requests.priority.urgent',
  same_day: 'requests.priority.same_day',
  routine: 'requests.priority.routine',
  unprioritised: 'requests.priority.unprioritised',
};

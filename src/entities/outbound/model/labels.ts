import { t, type MessageKey } from '@/shared/i18n';
import type { OutboundState, RecipientState } from './models';
import type { RowProblem } from './recipient-row';

export const OUTBOUND_STATES = [
  'pending',
  'queued',
  'sent',
  'delivered',
  'failed',
  'partial',
  'cancelled',
  'read',
] as const satisfies readonly OutboundState[];

/** A delivery state as shown to staff. */
export function stateLabel(state: OutboundState | RecipientState): string {
  return t(`outbound.state.${state}` as MessageKey);
}

/** A row problem's message. */
export function rowProblemLabel(problem: RowProblem): string {
  return t(`outbound.row.${problem}` as MessageKey);
}

export function channelLabel(channel: 'sms' | 'nhs_app'): string {
  return t(channel === 'sms' ? 'outbound.channel.sms' : 'outbound.channel.nhsApp');
}

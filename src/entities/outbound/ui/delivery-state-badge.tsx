import { Badge, cn } from '@/shared/ui';
import { stateLabel } from '../model/labels';
import type { OutboundState, RecipientState } from '../model/models';

const TONE: Record<OutboundState | RecipientState, string> = {
  pending: 'bg-slate-100 text-slate-900',
  queued: 'bg-sky-100 text-sky-950',
  sent: 'bg-blue-100 text-blue-950',
  delivered: 'bg-green-100 text-green-950',
  read: 'bg-emerald-200 text-emerald-950',
  failed: 'bg-red-100 text-red-950',
  partial: 'bg-amber-100 text-amber-950',
  cancelled: 'bg-zinc-200 text-zinc-900',
};

/** A message's or recipient's delivery state (spec §4 Outbound delivery). */
export function DeliveryStateBadge({
  state,
  className,
}: {
  state: OutboundState | RecipientState;
  className?: string;
}) {
  return (
    <Badge variant="outline" className={cn('border-transparent', TONE[state], className)} data-state={state}>
      {stateLabel(state)}
    </Badge>
  );
}

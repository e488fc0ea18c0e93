import { Badge } from '@/shared/ui';
import { priorityLabel } from '../model/labels';
import type { RequestPriority } from '../model/models';

const VARIANTS = {
  urgent: 'destructive',
  same_day: 'amber',
  routine: 'secondary',
  unprioritised: 'outline',
} as const satisfies Record<RequestPriority, string>;

/** A request's priority as a badge (text, never colour alone): red urgent, amber same day (yellow is for warnings). */
export function PriorityBadge({ priority }: { priority: RequestPriority }) {
  return (
    <Badge variant={VARIANTS[priority]} data-priority={priority}>
      {priorityLabel(priority)}
    </Badge>
  );
}

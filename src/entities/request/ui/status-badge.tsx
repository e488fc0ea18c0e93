import { Badge } from '@/shared/ui';
import { statusLabel } from '../model/labels';
import type { RequestStatus } from '../model/models';

const VARIANTS = {
  new_request: 'default',
  triaged: 'secondary',
  waiting_for_patient: 'outline',
  new_response: 'warning',
  completed: 'success',
} as const satisfies Record<RequestStatus, string>;

/** A request's status as a badge (text, never colour alone). */
export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

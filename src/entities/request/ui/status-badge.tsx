import { Badge } from '@/shared/ui';
import { statusLabel } from '../model/labels';
import type { RequestStatus } from '../model/models';

// a neutral chip for every status: colour in the workspace keeps one meaning each (priority, warnings)
const VARIANTS = {
  new_request: 'secondary',
  triaged: 'secondary',
  waiting_for_patient: 'secondary',
  new_response: 'secondary',
  completed: 'outline',
} as const satisfies Record<RequestStatus, string>;

/** A request's status as a neutral chip (its words say it). */
export function StatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-status={status}>
      {statusLabel(status)}
    </Badge>
  );
}

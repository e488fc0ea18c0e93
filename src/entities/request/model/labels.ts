import { t } from '@/shared/i18n';
import type {
  ConsultationMethod,
  IdentityState,
  MessageOrder,
  RequestPriority,
  RequestStatus,
  RequestType,
  SearchType,
} from './models';

/** spec §4 request statuses, in workflow order. */
export const REQUEST_STATUSES = [
  'new_request',
  'triaged',
  'waiting_for_patient',
  'new_response',
  'completed',
] as const satisfies readonly RequestStatus[];

/** spec §4 priorities, most urgent first. */
export const REQUEST_PRIORITIES = [
  'urgent',
  'same_day',
  'routine',
  'unprioritised',
] as const satisfies readonly RequestPriority[];

/** spec §3 request types. */
export const REQUEST_TYPES = [
  'admin',
  'medical',
  'outbound_response',
  'health_data',
  'simple_questionnaire',
] as const satisfies readonly RequestType[];

export const MESSAGE_ORDERS = [
  'date_desc',
  'date_asc',
  'priority_desc',
  'priority_asc',
  'status_asc',
  'status_desc',
  'patient_asc',
  'patient_desc',
] as const satisfies readonly MessageOrder[];

export const SEARCH_TYPES = [
  'all',
  'patient_name',
  'nhs_number',
  'subject',
  'reference',
] as const satisfies readonly SearchType[];

export function statusLabel(status: RequestStatus): string {
  return t(`requests.status.${status}`);
}

export function priorityLabel(priority: RequestPriority): string {
  return t(`requests.priority.${priority}`);
}

export function typeLabel(type: RequestType): string {
  return t(`requests.type.${type}`);
}

export function identityLabel(identity: IdentityState): string {
  return t(`requests.identity.${identity}`);
}

export function orderLabel(order: MessageOrder): string {
  return t(`requests.list.sort.${order}`);
}

export function searchTypeLabel(type: SearchType): string {
  return t(`requests.list.searchType.${type}`);
}

/** Actions a completed request refuses (spec §4: it shows 'already completed'); re-open is its way back. */
export function isCompleted(status: RequestStatus): boolean {
  return status === 'completed';
}

export const CONSULTATION_METHODS = [
  'face_to_face',
  'telephone',
  'video',
  'online',
  'home_visit',
] as const satisfies readonly ConsultationMethod[];

export function consultationMethodLabel(method: ConsultationMethod): string {
  return t(`requests.method.${method}`);
}

/** The English name of a language code ("pl" → "Polish"); the code itself where the browser doesn't know it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en-GB'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

import { storage } from '@/shared/lib/storage';
import { composeShape, EMPTY_COMPOSE, type ComposeValues } from './compose-schema';

/** The unsent message kept under createOutbound (spec §3), so a reload does not lose it; null when none. */
export function loadDraft(): ComposeValues | null {
  const stored = storage.get('createOutbound');
  if (!stored || typeof stored !== 'object') return null;
  // the shape only: a draft is restored even when it would not yet pass validation
  const parsed = composeShape.safeParse({ ...EMPTY_COMPOSE, ...(stored as object) });
  return parsed.success ? parsed.data : null;
}

export function saveDraft(values: ComposeValues): void {
  const empty = JSON.stringify({ ...values, channel: 'sms' }) === JSON.stringify(EMPTY_COMPOSE);
  if (empty) storage.remove('createOutbound');
  else storage.set('createOutbound', values);
}

export function clearDraft(): void {
  storage.remove('createOutbound');
}

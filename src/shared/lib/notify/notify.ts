import { useSyncExternalStore } from 'react';

export type NotificationSeverity = 'info' | 'success' | 'warning' | 'error';
export type TransientNotification = { id: number; severity: NotificationSeverity; message: string };

/** spec §9: a transient notification clears after 10 s. */
export const NOTIFICATION_DISMISS_MS = 10_000;

let items: TransientNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/** Removes a notification now (its close button, or its timer). */
export function dismiss(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  const next = items.filter((n) => n.id !== id);
  if (next.length !== items.length) {
    items = next;
    emit();
  }
}

/** Shows a transient notification that clears itself after 10 s. Returns its id. */
export function notify(message: string, severity: NotificationSeverity = 'info'): number {
  const id = nextId++;
  items = [...items, { id, severity, message }];
  timers.set(
    id,
    setTimeout(() => dismiss(id), NOTIFICATION_DISMISS_MS),
  );
  emit();
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => items;

/** The notifications on screen now. */
export function useTransientNotifications(): TransientNotification[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

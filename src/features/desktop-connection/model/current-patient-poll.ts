import { useEffect } from 'react';
import {
  currentPatient,
  desktopInfo,
  getCurrentPatientId,
  subscribeDesktopInfo,
  type DesktopPatient,
} from '@/shared/desktop-host';
import { storage, type JsonObject } from '@/shared/lib/storage';

/** spec §9: the current-patient poll runs every 5 s. */
export const CURRENT_PATIENT_POLL_MS = 5_000;

/** The current patient as stored (spec §3 currentPatient key), or null. */
export function storedCurrentPatient(): DesktopPatient | null {
  const value = storage.get('currentPatient') as unknown as DesktopPatient | null;
  return value && typeof value.ID === 'string' ? value : null;
}

/**
 * One round of spec §4 Current patient for EMIS Web: when connected and a patient is selected that differs from
 * the stored one, it replaces it; with none selected, or not connected, the stored one is cleared.
 */
export async function refreshCurrentPatient(): Promise<void> {
  const info = desktopInfo();
  if (!info.isConnected) {
    storage.remove('currentPatient');
    return;
  }
  const id = await getCurrentPatientId().catch(() => null);
  if (!id) {
    storage.remove('currentPatient');
    return;
  }
  if (storedCurrentPatient()?.ID === id) return;
  const patient = await currentPatient().catch(() => null);
  if (patient) storage.set('currentPatient', patient as unknown as JsonObject);
  else storage.remove('currentPatient');
}

/** Runs the EMIS Web current-patient poll every 5 s while signed in to an organisation (spec §4). */
export function useCurrentPatientPoll(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | null = null;
    const sync = () => {
      const info = desktopInfo();
      const wanted = info.inVixie && info.clinicalSystem === 'emisweb';
      if (wanted && !timer) {
        const tick = () => {
          if (storage.get('organisation')) void refreshCurrentPatient();
        };
        tick();
        timer = setInterval(tick, CURRENT_PATIENT_POLL_MS);
      } else if (!wanted && timer) {
        clearInterval(timer);
        timer = null;
      }
    };
    sync();
    let lastConnected = desktopInfo().isConnected;
    const unsubscribe = subscribeDesktopInfo(() => {
      sync();
      // a lost connection clears the patient at once rather than at the next tick
      const connected = desktopInfo().isConnected;
      if (connected !== lastConnected) {
        lastConnected = connected;
        if (storage.get('organisation') && desktopInfo().clinicalSystem === 'emisweb') void refreshCurrentPatient();
      }
    });
    return () => {
      unsubscribe();
      if (timer) clearInterval(timer);
    };
  }, []);
}

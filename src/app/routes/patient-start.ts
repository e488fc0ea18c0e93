import type { ComponentType, ReactNode } from 'react';
import { loadQueryProvider } from '@/shared/api';
import { loadClassMerge } from '@/shared/ui/cn';
import { matchPatientScreen, type PatientScreen, type ScreenParams } from './patient-screens';

/** A screen's code: its page, and React Query's provider for the screens that use it. */
export type ScreenCode = {
  Page: ComponentType<ScreenParams>;
  QueryProvider: ComponentType<{ children: ReactNode }> | null;
};

const loading = new Map<PatientScreen, Promise<ScreenCode>>();
const loaded = new Map<PatientScreen, ScreenCode>();

/**
 * A screen's code, loaded once (no React here: the patient entry calls this before React DOM has loaded). Those that
 * use React Query load after tailwind-merge (some compute merged class names as they load), as in the staff app
 * (screen.ts), with the provider beside them; the portal loads neither.
 */
export function loadScreenCode(patient: PatientScreen): Promise<ScreenCode> {
  let code = loading.get(patient);
  if (!code) {
    code = patient.queries
      ? Promise.all([loadClassMerge().then(patient.load), loadQueryProvider()]).then(([Page, QueryProvider]) => ({
          Page,
          QueryProvider,
        }))
      : patient.load().then((Page) => ({ Page, QueryProvider: null }));
    code.then(
      (ready) => loaded.set(patient, ready),
      // a failed load (a new version deployed meanwhile) is tried again next time; this time it shows the error page
      () => loading.delete(patient),
    );
    loading.set(patient, code);
  }
  return code;
}

/** The screen's code if it has already loaded (the first render then shows the screen, with no loading pass). */
export function loadedScreenCode(patient: PatientScreen): ScreenCode | undefined {
  return loaded.get(patient);
}

/**
 * Starts what the page at this address needs: its code and, for the portal, its data, side by side. The patient
 * entry calls it first thing, before React DOM has loaded, and gives back the screen's code so it can render
 * the screen in its first pass (or null: no screen at this address).
 */
export function startPatientPage(pathname: string): Promise<ScreenCode> | null {
  const found = matchPatientScreen(pathname);
  if (!found) return null;
  found.screen.prefetch?.(found.params);
  return loadScreenCode(found.screen);
}

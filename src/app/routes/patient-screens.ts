import type { ComponentType } from 'react';
import { prefetchPortal } from '@/pages/consult/portal';

/** The parts of an address a screen takes as its props ('consult/book/:token' gives `token`). */
export type ScreenParams = Readonly<Record<string, string>>;

export type PatientScreen = {
  /** The address, without its leading slash; `:name` matches one segment, given to the screen as a prop. */
  path: string;
  /** Shown in the Consult pages' centred column (else full screen: the kiosk, the call screen). */
  column: boolean;
  load: () => Promise<ComponentType<ScreenParams>>;
  /**
   * Uses React Query and classes merged by tailwind-merge: the patient entry loads both with it (the staff app's
   * screens always have them). The portal needs neither, so the page patients open most loads less.
   */
  queries: boolean;
  /**
   * Starts loading the screen's data with its code, before it renders (the patient entry, as it starts); gives when
   * the data has come (or failed).
   */
  prefetch?: (params: ScreenParams) => Promise<void> | undefined;
};

/**
 * The patients' and devices' screens (Carebridge Consult pages from a link, the check-in kiosk, the call screen, the
 * arrival link): full-screen, unguarded, no staff chrome. Both routers use this table: the staff app's (a link
 * opened inside it, patient-routes.tsx) and the patient entry's own small one (patient-app.tsx, served for
 * /consult/… and /arrivals/…), which carries neither react-router nor the staff shell.
 */
export const patientScreens: readonly PatientScreen[] = [
  // device screens (issue 17): each registers with its own code
  {
    path: 'arrivals/kiosk',
    column: false,
    queries: true,
    load: async () => (await import('@/pages/arrivals')).KioskPage,
  },
  {
    path: 'arrivals/call-screen',
    column: false,
    queries: true,
    load: async () => (await import('@/pages/arrivals')).CallScreenPage,
  },
  // the patient's phone from the appointment SMS's one-time arrival link (issue 17; token redacted from logs)
  {
    path: 'consult/arrive/:token',
    column: false,
    queries: true,
    load: async () => (await import('@/pages/consult/mobile-arrival')).MobileArrivalPage,
  },
  {
    path: 'consult/reply/:token',
    column: true,
    queries: true,
    load: async () => (await import('@/pages/consult/reply')).ConsultReplyPage,
  },
  {
    path: 'consult/fft/:token',
    column: true,
    queries: true,
    load: async () => (await import('@/pages/consult/fft')).ConsultFftPage,
  },
  {
    path: 'consult/portal/:wcmsId',
    column: true,
    queries: false,
    load: async () => (await import('@/pages/consult/portal')).ConsultPortalPage,
    prefetch: ({ wcmsId }) => (wcmsId ? prefetchPortal(wcmsId) : undefined),
  },
  {
    path: 'consult/book/:token',
    column: true,
    queries: true,
    load: async () => (await import('@/pages/consult/book')).ConsultBookPage,
  },
  {
    path: 'consult/reset-password/:token',
    column: true,
    queries: true,
    load: async () => (await import('@/pages/consult/reset-password')).ConsultResetPasswordPage,
  },
];

/** The screen for an address and the parameters it takes from it, or null (not found). Case-insensitive, as react-router. */
export function matchPatientScreen(pathname: string): { screen: PatientScreen; params: ScreenParams } | null {
  const segments = pathname.replace(/^\/+|\/+$/g, '').split('/');
  for (const screen of patientScreens) {
    const pattern = screen.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i] ?? '';
      if (!part.startsWith(':')) return part === segment.toLowerCase();
      if (!segment) return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { screen, params };
  }
  return null;
}

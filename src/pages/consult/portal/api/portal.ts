import { execute, graphql, type PatientPortalQuery } from '@/shared/api';

const PortalDocument = graphql(`
  query PatientPortal($wcmsId: ID!) {
    patientPortal(wcmsId: $wcmsId) {
      wcmsId
      practiceName
      hiddenForGuests
      pharmacyConditions
      pharmacyBookingUrl
      categories {
        id
        title
        services {
          id
          type
          title
          subtext
          link
          infoText
        }
      }
    }
  }
`);

export type PatientPortal = PatientPortalQuery['patientPortal'];

// The portal is the first thing a patient's phone shows: the patient entry asks for its data as it starts, beside the
// page's code (app/routes/patient-screens.ts), so neither waits for the other. It needs no React Query: one read,
// no cache to share, and a retry that asks again.
const prefetched = new Map<string, PortalRequest>();

/** A request for a practice's portal, and what it gave once it has answered (so a render can show it at once). */
export type PortalRequest = {
  promise: Promise<PatientPortal>;
  settled?: { data: PatientPortal } | { error: unknown };
};

/** Asks for one practice's portal (a fresh request each time). */
export function fetchPortal(wcmsId: string): PortalRequest {
  const promise = execute(PortalDocument, { wcmsId }).then((data) => data.patientPortal);
  const request: PortalRequest = { promise };
  // the page shows a failure once it reads the request (it may render after the answer came); never unhandled
  promise.then(
    (data) => (request.settled = { data }),
    (error: unknown) => (request.settled = { error }),
  );
  return request;
}

/**
 * Starts loading the portal before its page mounts; the page takes this request instead of sending its own. Gives
 * when it has answered (a page rendered from then on shows the answer in its first render; never rejects).
 */
export function prefetchPortal(wcmsId: string): Promise<void> {
  let request = prefetched.get(wcmsId);
  if (!request) {
    request = fetchPortal(wcmsId);
    prefetched.set(wcmsId, request);
  }
  return request.promise.then(
    () => undefined,
    () => undefined,
  );
}

/** The prefetched request if there is one, else a new one. */
export function portalRequest(wcmsId: string): PortalRequest {
  return prefetched.get(wcmsId) ?? fetchPortal(wcmsId);
}

/** The page has taken the prefetched request: a later visit asks again. */
export function forgetPrefetchedPortal(wcmsId: string): void {
  prefetched.delete(wcmsId);
}

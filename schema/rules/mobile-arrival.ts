/* Mobile arrival (spec §3, §5 Console): the rules both the browser and the server apply. */

export const MOBILE_ARRIVAL_LIMITS = {
  /** spec §5: the mobile arrival message is under 500 characters. */
  infoMessageMax: 499,
  /** The arrive-within distance, in whole metres. */
  distanceMin: 10,
  distanceMax: 5000,
  appointmentLocationMax: 100,
  /** Branch locations a practice may have. */
  locationsMax: 20,
} as const;

/**
 * When a phone may check in for an appointment: from 60 minutes before its start to 30 minutes after. The link comes
 * in the appointment's reminder and, on the day, in an arrival SMS sent from 2 hours before the start.
 */
export const MOBILE_CHECK_IN_WINDOW = { minutesEarly: 60, minutesLate: 30, sameDaySmsHoursBefore: 2 } as const;

/**
 * The page a link opens (a Carebridge Consult page: patients, no sign-in). It and the API path /api/mobile-arrival/
 * are redacted from request logs.
 */
export const MOBILE_ARRIVAL_PATH = '/consult/arrive/';

/** The line an appointment's SMS gets when the practice has mobile arrival on. */
export const arrivalLinkLine = (url: string) => `When you arrive, check in from your phone: ${url}`;

/** What the manager and the server read. English source text; the client shows its catalogue's. */
export const MOBILE_ARRIVAL_MESSAGES = {
  infoMessageTooLong: 'The message must be under 500 characters.',
  locationsRequired: 'Add the practice location.',
  tooManyLocations: 'A practice can have at most 20 locations.',
  latitudeInvalid: 'Enter a latitude from -90 to 90.',
  longitudeInvalid: 'Enter a longitude from -180 to 180.',
  distanceRequired: 'Enter the arrive-within distance.',
  distanceInvalid: 'Enter a whole number of metres from 10 to 5000.',
  appointmentLocationTooLong: 'The appointment location must be 100 characters or fewer.',
  appointmentLocationTaken: 'Another branch already has this appointment location.',
  practiceLocationTaken: 'Another branch already has this practice location.',
} as const;

export type MobileArrivalMessageKey = keyof typeof MOBILE_ARRIVAL_MESSAGES;

/** What the patient's phone is told when it is not checked in (the server decides; the page shows the reason). */
export const MOBILE_CHECK_IN_MESSAGES = {
  LINK_INVALID: 'This arrival link is not valid. Please check in at reception.',
  NOT_ENABLED: 'This practice does not offer arrival by phone. Please check in at reception.',
  TOO_FAR: 'You are not at the practice yet. Check in when you are there, or go to reception.',
  TOO_EARLY: 'You are too early to check in for your appointment. Please try again nearer the time.',
  TOO_LATE: 'You are too late to check in for your appointment. Please go to reception.',
  ALREADY_ARRIVED: 'You have already checked in for this appointment.',
  CANCELLED: 'This appointment is no longer booked. Please go to reception.',
  SELF_CHECK_IN_PREVENTED: 'Please go to reception to check in for this appointment.',
  positionInvalid: 'Your location could not be read. Please try again or go to reception.',
} as const;

export type MobileCheckInCode = Exclude<keyof typeof MOBILE_CHECK_IN_MESSAGES, 'positionInvalid'>;

export type BranchLocationInput = {
  appointmentLocation?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  distanceMetres?: number | null;
};

export type MobileArrivalSettingsInput = {
  enabled: boolean;
  infoMessage?: string | null;
  locations: BranchLocationInput[];
};

const finite = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** spec §5 one branch location: practice location (latitude and longitude) and distance required. */
export function branchLocationErrors(location: BranchLocationInput): Record<string, MobileArrivalMessageKey> {
  const errors: Record<string, MobileArrivalMessageKey> = {};
  if (!finite(location.latitude) || location.latitude < -90 || location.latitude > 90) {
    errors.latitude = 'latitudeInvalid';
  }
  if (!finite(location.longitude) || location.longitude < -180 || location.longitude > 180) {
    errors.longitude = 'longitudeInvalid';
  }
  const d = location.distanceMetres;
  if (d === null || d === undefined || Number.isNaN(d)) errors.distanceMetres = 'distanceRequired';
  else if (!Number.isInteger(d) || d < MOBILE_ARRIVAL_LIMITS.distanceMin || d > MOBILE_ARRIVAL_LIMITS.distanceMax) {
    errors.distanceMetres = 'distanceInvalid';
  }
  if ((location.appointmentLocation ?? '').trim().length > MOBILE_ARRIVAL_LIMITS.appointmentLocationMax) {
    errors.appointmentLocation = 'appointmentLocationTooLong';
  }
  return errors;
}

/** Coordinates closer than about a metre are the same practice location. */
const sameSpot = (a: BranchLocationInput, b: BranchLocationInput) =>
  finite(a.latitude) &&
  finite(b.latitude) &&
  finite(a.longitude) &&
  finite(b.longitude) &&
  Math.abs(a.latitude - b.latitude) < 1e-5 &&
  Math.abs(a.longitude - b.longitude) < 1e-5;

/**
 * spec §5 Mobile arrival: message under 500 characters; at least one location (when enabled); each location's
 * practice location and distance required; locations unique across branches (neither two branches at one spot nor
 * two with one appointment location). Field keys: infoMessage, locations, locations.<i>.<field>.
 */
export function mobileArrivalSettingsErrors(
  input: MobileArrivalSettingsInput,
): Record<string, MobileArrivalMessageKey> {
  const errors: Record<string, MobileArrivalMessageKey> = {};
  if ((input.infoMessage ?? '').trim().length > MOBILE_ARRIVAL_LIMITS.infoMessageMax) {
    errors.infoMessage = 'infoMessageTooLong';
  }
  if (input.locations.length > MOBILE_ARRIVAL_LIMITS.locationsMax) errors.locations = 'tooManyLocations';
  else if (input.enabled && input.locations.length === 0) errors.locations = 'locationsRequired';
  const names = new Map<string, number>();
  input.locations.forEach((location, i) => {
    for (const [field, key] of Object.entries(branchLocationErrors(location))) {
      errors[`locations.${i}.${field}`] = key;
    }
    const name = (location.appointmentLocation ?? '').trim().toLowerCase();
    if (name) {
      if (names.has(name)) errors[`locations.${i}.appointmentLocation`] = 'appointmentLocationTaken';
      else names.set(name, i);
    }
    if (input.locations.slice(0, i).some((other) => sameSpot(other, location))) {
      errors[`locations.${i}.latitude`] ??= 'practiceLocationTaken';
    }
  });
  return errors;
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres between two points (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

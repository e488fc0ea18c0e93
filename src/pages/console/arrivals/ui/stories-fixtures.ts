import type { Touchscreen } from '../api/arrivals';

/** The touchscreen the arrivals stories show: Riverside's front desk kiosk, location-locked, shared with Hillview. */
export const FRONT_DESK_KIOSK: Touchscreen = {
  id: '1',
  name: 'Front desk kiosk',
  code: '2580',
  infoMessage: 'Touch the screen to check in.',
  minutesEarly: 30,
  minutesLate: 10,
  licence: 'registered',
  devices: 1,
  location: 'Riverside Surgery',
  locationLock: true,
  questions: ['Have you had a fever this week?'],
  reviewResponse: true,
  healthPod: ['blood_pressure', 'weight'],
  sharingCode: '4820173956',
  sharedWith: [{ organisationId: '1002', organisationName: 'Hillview Medical Centre' }],
} as Touchscreen;

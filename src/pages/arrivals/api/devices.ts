import { RestError, restClient, unwrap, type RestComponents } from '@/shared/api';
import type { DeviceKind } from '../lib/device-token';

export type Kiosk = RestComponents['schemas']['Kiosk'];
export type KioskCheckIn = RestComponents['schemas']['KioskCheckIn'];
export type CallScreen = RestComponents['schemas']['CallScreen'];

const header = (token: string) => ({ header: { 'x-device-token': token } });

/** Registers this browser; null when no touchscreen or screen has the code. */
export function registerDevice(input: { wcmsId: number; code: string; kind: DeviceKind }) {
  return unwrap(restClient.POST('/arrivals/devices', { body: input }));
}

export async function fetchKiosk(token: string): Promise<Kiosk> {
  const kiosk = await unwrap(restClient.GET('/arrivals/kiosk', { params: header(token) }));
  if (!kiosk) throw new RestError(404, null);
  return kiosk;
}

export async function checkIn(token: string, body: { dateOfBirth: string; surnameInitial: string }) {
  const answer = await unwrap(restClient.POST('/arrivals/kiosk/check-in', { params: header(token), body }));
  if (!answer) throw new RestError(404, null);
  return answer;
}

/** After check-in: the readings and questionnaire answers, stored with the arrival. */
export async function sendResponses(
  token: string,
  body: { arrivalId: number; readings: RestComponents['schemas']['KioskReadings']; answers: ('yes' | 'no')[] },
) {
  await unwrap(restClient.POST('/arrivals/kiosk/responses', { params: header(token), body }));
}

export async function fetchCallScreen(token: string): Promise<CallScreen> {
  const screen = await unwrap(restClient.GET('/arrivals/call-screen', { params: header(token) }));
  if (!screen) throw new RestError(404, null);
  return screen;
}

export const deviceQueries = {
  kiosk: (token: string) => ['arrivals', 'kiosk', token] as const,
  callScreen: (token: string) => ['arrivals', 'call-screen', token] as const,
};

/** The device's registration is gone (reset, removed): it must register again. */
export const isUnregistered = (error: unknown) => error instanceof RestError && error.status === 401;
/** The touchscreen's licence is suspended (spec §4). */
export const isSuspended = (error: unknown) =>
  error instanceof RestError && error.status === 403 && error.problem?.code === 'LICENCE_SUSPENDED';

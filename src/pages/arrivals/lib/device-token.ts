/**
 * The device's registration token, per kind. Kept in localStorage directly rather than the typed storage module:
 * it belongs to the device (a kiosk or TV), not to a signed-in user, and must survive a staff logout's clearing.
 */
export type DeviceKind = 'touchscreen' | 'tv';
const key = (kind: DeviceKind) => `carebridge.arrivals.${kind}`;

export const deviceToken = {
  get: (kind: DeviceKind): string | null => {
    try {
      return window.localStorage.getItem(key(kind));
    } catch {
      return null;
    }
  },
  set: (kind: DeviceKind, token: string) => window.localStorage.setItem(key(kind), token),
  remove: (kind: DeviceKind) => window.localStorage.removeItem(key(kind)),
};

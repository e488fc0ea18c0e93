/**
 * The realtime contract (spec §7 Realtime): channel names and event payloads shared by the socket.io server
 * and the client. Both sides import this file; neither imports the other.
 */

/** socket.io path, relative to the page host. */
export const SOCKET_PATH = '/socket.io';

/** Client connection settings of spec §7. */
export const SOCKET_SETTINGS = {
  transports: ['polling', 'websocket'],
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
} as const;

export type StaffNotificationEvent = { type: 'new' | 'removed'; id: number };
export type ClinicianNotificationEvent = { type: 'refresh' };

export const STAFF_NOTIFICATION_EVENT = 'StaffNotificationEvent';
export const CLINICIAN_NOTIFICATION_EVENT = 'ClinicianNotificationEvent';

/** `staffNotifications.wcms.{wcmsId}.user.{userId}`, with the optional prefix from config (redisPrefix). */
export function staffNotificationsChannel(wcmsId: number, userId: number, prefix = ''): string {
  return `${prefix}staffNotifications.wcms.${wcmsId}.user.${userId}`;
}

/** `clinicianNotifications.wcms.{wcmsId}.user.{userId}`, with the optional prefix from config. */
export function clinicianNotificationsChannel(wcmsId: number, userId: number, prefix = ''): string {
  return `${prefix}clinicianNotifications.wcms.${wcmsId}.user.${userId}`;
}

const CHANNEL_PATTERN = /^(.*?)(staffNotifications|clinicianNotifications)\.wcms\.(\d+)\.user\.(\d+)$/;

export type ParsedChannel = {
  prefix: string;
  kind: 'staffNotifications' | 'clinicianNotifications';
  wcmsId: number;
  userId: number;
};

/** Reads a channel name back into its parts; null when it is not one of ours. */
export function parseChannel(name: string): ParsedChannel | null {
  const match = CHANNEL_PATTERN.exec(name);
  if (!match) return null;
  return {
    prefix: match[1] ?? '',
    kind: match[2] as ParsedChannel['kind'],
    wcmsId: Number(match[3]),
    userId: Number(match[4]),
  };
}

/** Messages a client sends to the server. */
export interface ClientToServerEvents {
  subscribe: (channel: string, ack: (result: { ok: true } | { ok: false; error: string }) => void) => void;
  unsubscribe: (channel: string) => void;
}

/** Messages the server sends to a client. Each carries the channel it was published on. */
export interface ServerToClientEvents {
  StaffNotificationEvent: (channel: string, event: StaffNotificationEvent) => void;
  ClinicianNotificationEvent: (channel: string, event: ClinicianNotificationEvent) => void;
}

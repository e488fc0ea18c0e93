/**
 * The TV call screen's realtime contract (issue 17): a socket.io namespace for registered TV screens, which hold
 * no staff token. The handshake carries the device token; the server tells the screen to fetch its state again.
 */
export const CALL_SCREEN_NAMESPACE = '/call-screens';
export const CALL_SCREEN_EVENT = 'CallScreenEvent';
export type CallScreenEvent = { type: 'refresh' };

export interface CallScreenServerToClientEvents {
  CallScreenEvent: (event: CallScreenEvent) => void;
}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CallScreenClientToServerEvents {}

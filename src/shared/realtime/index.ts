export { createSocket, subscribeChannel } from './socket';
export type { RealtimeSocket } from './socket';

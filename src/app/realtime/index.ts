export { RealtimeConnection } from './realtime-connection';

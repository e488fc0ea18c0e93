// The adhoc-video module's public surface: other modules, app.ts, seeds and tests outside this folder import only
// from here (server/src/modules/README.md).
export { seedDemoVideos } from './demo-data.js';
export { GUEST_LINK_TTL_MS, VIDEO_MESSAGES } from './rules.js';
export { isExpired, participantJoined, participantLeft } from './service.js';
export { adhocVideos } from './tables.js';
export { adhocVideoModule } from './module.js';
export { endStaleVideos } from './service.js';

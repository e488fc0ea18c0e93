export type { IceServer, VideoProvider, VideoProviderName, VideoRoomCredentials } from './provider.js';
export { createEmbeddedVideo } from './embedded.js';
export { createOpenTokVideo, openTokClientToken, openTokProjectJwt, type OpenTokSettings } from './opentok.js';
export { chooseVideoProvider, parseIceServers } from './choose.js';

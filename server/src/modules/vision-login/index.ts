/**
 * The Vision login helper route /authorize (spec §2): a staff member's Vision sign-in started here, completed by the
 * helper's redirect back, linking their Vision user ('Already linked Vision user' when someone else has it).
 */
export { visionLoginResolvers } from './resolvers.js';
export { VISION_LOGIN_MESSAGES, VISION_LOGIN_TTL_MS } from './service.js';
export { visionLoginModule } from './module.js';

/**
 * The host calls (and their log) on demand, for screens that show a host control but rarely use it, such as the
 * sign-in screens' window controls: the calls stay off their initial JavaScript (ARCHITECTURE §8).
 */
export const loadHostCalls = () => import('./calls');

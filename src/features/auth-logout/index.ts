export { APPLICATION_CODE, LOGOUT_REMOVED_KEYS, logout, useLogout } from './model/logout';
export type { LogoutOptions } from './model/logout';
